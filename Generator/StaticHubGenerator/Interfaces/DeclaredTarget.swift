/// The interface stage's output: the target's hubs and types, the interfaces of the hubs its
/// dependencies declare where its imports reach them, and each module's type declarations
/// with its default isolation, from which the catalog tells what is `Sendable`.
struct DeclaredTarget {
    /// The target's read, with the files this stage asked it to parse (`NamedTypeDeclarations`).
    let read: ReadModule
    let module: DeclaredModule
    let defaultIsolation: DefaultIsolation
    /// Every module the target depends on, named when an import is not found.
    let dependencyModules: [String]
    /// The hubs of the dependency modules an import reaches, declaring modules first.
    let dependencyInterfaces: [HubInterface]
    /// The target's declarations first, then each reached module's, in reading order.
    let typeDeclarations: [(declarations: [TypeDeclaration], defaultIsolation: DefaultIsolation)]
    /// The target's problems; a dependency's are its own build's to report.
    let diagnostics: [Diagnostic]
    private let dependencies: DependencyModules

    /// Stage 2: each module's parsed files → its hubs as importing hubs see them.
    static func declare(_ target: ReadTarget, defaultIsolation: DefaultIsolation) -> DeclaredTarget {
        let read = NamedTypeDeclarations.completing(target.module)
        let reached = target.dependencies.reached.map(completing)
        let (module, diagnostics) = InterfaceBuilder.declare(
            read.files, module: nil, defaultIsolation: defaultIsolation,
            importedDeclarations: reached.flatMap { $0.read.files.flatMap(\.typeDeclarations) })
        return DeclaredTarget(
            read: read, module: module, defaultIsolation: defaultIsolation, dependencyModules: target.dependencies.names,
            dependencyInterfaces: interfaces(of: reached),
            typeDeclarations: [(read.files.flatMap(\.typeDeclarations), defaultIsolation)]
                + reached.map { ($0.read.files.flatMap(\.typeDeclarations), $0.defaultIsolation) },
            diagnostics: diagnostics, dependencies: target.dependencies)
    }

    /// The hubs of the modules no import reaches, read and declared on each call: only a
    /// dependency nothing provides asks, so a build that succeeds never reads them.
    func unreachedInterfaces() -> [HubInterface] {
        Self.interfaces(of: dependencies.parseUnreached().map(Self.completing))
    }

    private static func completing(_ module: DependencyModules.Module) -> DependencyModules.Module {
        (module.module, NamedTypeDeclarations.completing(module.read), module.defaultIsolation)
    }

    private static func interfaces(of modules: [DependencyModules.Module]) -> [HubInterface] {
        modules.flatMap {
            InterfaceBuilder.declare($0.read.files, module: $0.module, defaultIsolation: $0.defaultIsolation).module.interfaces
        }
    }
}
