/// A task scope's instances live in the `withScope` of the hub that declares it: a
/// registration or input of that scope in another hub would have no `withScope` to live in.
extension WiringChecks {
    /// The hub that declares each task scope, among the target's hubs and what they import;
    /// reports a `TaskScope` of a scope another of them declares already. The two would be
    /// two scopes of one marker type, each hub's `withScope` filling only its own.
    mutating func taskScopeOwners(of hubs: [(hub: CatalogHub, imports: HubCatalog.Imports)]) -> [TypeSyntax: String] {
        var owners: [TypeSyntax: String] = [:]
        for imported in hubs.flatMap(\.imports.registrations) {
            guard let scope = imported.registration.registration.scope, scope.isTask,
                let source = imported.registration.importedFrom
            else { continue }
            owners[scope.type] = source.hubName
        }
        // The first declaration in the sources keeps the scope, as within one hub.
        let declarations = hubs.flatMap { entry in entry.hub.interface.taskScopes.map { (declaration: $0, hub: entry.hub.name) } }
        for (declaration, hub) in declarations.sorted(by: { $0.declaration.location < $1.declaration.location }) {
            if let owner = owners[declaration.scope], owner != hub {
                diagnostics.append(
                    Diagnostic(
                        .LifetimesAndIsolation.taskScopeOfAnotherHubDeclared(declaration.scope.spelling, declaringHub: owner),
                        at: declaration.location))
            } else {
                owners[declaration.scope] = hub
            }
        }
        return owners
    }

    /// Reports each of `hub`'s own registrations and inputs of a task scope another hub declares.
    mutating func checkTaskScopes(of hub: CatalogHub, owners: [TypeSyntax: String]) {
        for registration in hub.interface.registrations.map(\.registration) {
            guard let scope = registration.scope, !scope.isTask, let owner = owners[scope.type], owner != hub.name else { continue }
            diagnostics.append(
                Diagnostic(
                    .LifetimesAndIsolation.taskScopeOfAnotherHub(scope.type.spelling, declaringHub: owner, kind: registration.kind.name),
                    at: scope.location))
        }
    }
}
