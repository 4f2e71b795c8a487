/// A resolved parameter that no registration in its hub's reach provides, as wiring finds it.
/// Its diagnostic is made after wiring, when the hubs of the modules the target depends on
/// are read: one that registers the type gets named with the `HubImport` that would bring it.
/// Only then are the modules no import reaches parsed, so a build that succeeds never does.
struct UnresolvedDependency: Sendable {
    let required: RegistrationIdentity
    let hubName: String
    /// The hubs searched besides `hubName`, in the order its imports reach them.
    let imported: [String]
    let location: SourceLocation
    /// The message when no hub of a dependency module registers the type.
    let message: DiagnosticMessage

    /// The step after wiring: a diagnostic for each dependency nothing in reach provides,
    /// naming a hub of a dependency module that registers it where one does. The modules no
    /// import reaches are read only here, and only when something is unresolved.
    static func hints(for wired: WiredTarget, among declared: DeclaredTarget) -> [Diagnostic] {
        guard !wired.unresolved.isEmpty else { return [] }
        return diagnostics(for: wired.unresolved, dependencyHubs: declared.dependencyInterfaces + declared.unreachedInterfaces())
    }

    /// One diagnostic per dependency, naming the first public hub of `dependencyHubs`, other
    /// than those searched, that registers it publicly, if one does.
    private static func diagnostics(for unresolved: [UnresolvedDependency], dependencyHubs: [HubInterface]) -> [Diagnostic] {
        let candidates = dependencyHubs.filter { $0.access >= .public }
        return unresolved.map { dependency in
            let searched = Set(dependency.imported)
            let elsewhere = candidates.first { hub in
                !searched.contains(hub.name)
                    && hub.registrations.contains {
                        $0.registration.identity == dependency.required && $0.access >= .public && !$0.registration.kind.isCollectionElement
                    }
            }
            guard let elsewhere else { return Diagnostic(dependency.message, at: dependency.location) }
            let message = DiagnosticMessage.Graph.missingImport(
                dependency.required.description, hub: dependency.hubName, imported: dependency.imported, providingHub: elsewhere.name,
                module: elsewhere.module ?? "")
            return Diagnostic(message, at: dependency.location)
        }
    }
}
