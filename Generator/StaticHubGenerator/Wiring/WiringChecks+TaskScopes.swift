/// A task scope's instances live in the `withScope` of the hub that declares it: a
/// registration or input of that scope in another hub would have no `withScope` to live in.
extension WiringChecks {
    /// The hub that declares each task scope, among the target's hubs and what they import.
    static func taskScopeOwners(of hubs: [(hub: CatalogHub, imports: HubCatalog.Imports)]) -> [TypeSyntax: String] {
        var owners: [TypeSyntax: String] = [:]
        for (hub, imports) in hubs {
            for declaration in hub.interface.taskScopes { owners[declaration.scope] = hub.name }
            for imported in imports.registrations {
                guard let scope = imported.registration.registration.scope, scope.isTask,
                    let source = imported.registration.importedFrom
                else { continue }
                owners[scope.type] = source.hubName
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
