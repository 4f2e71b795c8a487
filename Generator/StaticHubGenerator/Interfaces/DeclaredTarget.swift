/// The interface stage's output: the target's hubs and types, the interfaces of the hubs its
/// dependencies declare where its imports reach them, and each module's type declarations
/// with its default isolation, from which the catalog tells what is `Sendable`.
struct DeclaredTarget {
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
    static func declare(_ read: ReadTarget, defaultIsolation: DefaultIsolation) -> DeclaredTarget {
        let reached = read.dependencies.reached
        let (module, diagnostics) = InterfaceBuilder.declare(
            read.module.files, module: nil, defaultIsolation: defaultIsolation,
            importedDeclarations: reached.flatMap { $0.files.flatMap(\.typeDeclarations) })
        return DeclaredTarget(
            module: module, defaultIsolation: defaultIsolation, dependencyModules: read.dependencies.names,
            dependencyInterfaces: interfaces(of: reached),
            typeDeclarations: [(read.module.files.flatMap(\.typeDeclarations), defaultIsolation)]
                + reached.map { ($0.files.flatMap(\.typeDeclarations), $0.defaultIsolation) },
            diagnostics: diagnostics, dependencies: read.dependencies)
    }

    /// The hubs of the modules no import reaches, read and declared on each call: only a
    /// dependency nothing provides asks, so a build that succeeds never reads them.
    func unreachedInterfaces() -> [HubInterface] {
        Self.interfaces(of: dependencies.parseUnreached())
    }

    private static func interfaces(of modules: [DependencyModules.Module]) -> [HubInterface] {
        modules.flatMap {
            InterfaceBuilder.declare($0.files, module: $0.module, defaultIsolation: $0.defaultIsolation).module.interfaces
        }
    }
}
