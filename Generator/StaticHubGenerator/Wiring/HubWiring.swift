/// The wiring stage: the catalog's hubs of the target → `HubModel`s ready to lay out, each
/// registration linked to its providers and checked as a graph (the checks of
/// `WiringChecks`), reporting what would otherwise surface as a confusing compiler error
/// inside generated code.
struct HubWiring {
    /// The target's types, for the access of the collections wiring composes.
    let types: DeclaredTypes
    var diagnostics: [Diagnostic] = []
    /// Dependencies no registration in reach provides, reported after wiring: whether a hub
    /// of a module the target does not import provides one is a question for later.
    var unresolved: [UnresolvedDependency] = []

    /// Stage 4: the target's hubs (`cataloged.hubs`), wired, and what wiring reports.
    static func wire(_ cataloged: CatalogedTarget) -> WiredTarget {
        var wiring = HubWiring(types: cataloged.module.types)
        // Another hub can import a hub that is public, or that a hub of this target imports.
        let importedLocally = Set(cataloged.hubs.flatMap(\.imports.localHubNames))
        var hubs: [HubModel] = []
        var imports = cataloged.module.manifestFileImports
        var ownership = WiringChecks()
        let taskScopeOwners = ownership.taskScopeOwners(of: cataloged.hubs.map { ($0.hub, $0.imports) })
        wiring.diagnostics += ownership.diagnostics
        for (interface, imported) in cataloged.hubs.map({ ($0.hub, $0.imports) }) {
            let isImportable = interface.access >= .public || importedLocally.contains(interface.name)
            hubs.append(wiring.makeHub(interface, imports: imported, isImportable: isImportable))
            imports += imported.requiredImports
            imports += interface.rebuiltImports
            var checks = WiringChecks()
            checks.checkRequirements(of: interface)
            checks.checkTaskScopes(of: interface, owners: taskScopeOwners)
            wiring.diagnostics += checks.diagnostics
        }
        var seen: Set<ImportDeclaration> = []
        let model = GenerationModel(
            imports: imports.filter { seen.insert($0).inserted }, hubs: hubs, defaultIsolation: cataloged.defaultIsolation)
        return WiredTarget(model: model, diagnostics: wiring.diagnostics, unresolved: wiring.unresolved)
    }

    /// Wires the hub's own registrations after those it imports.
    private mutating func makeHub(_ interface: CatalogHub, imports: HubCatalog.Imports, isImportable: Bool) -> HubModel {
        for requirement in interface.requirements where !requirement.hasDefault {
            guard let provided = imports.registrations.first(where: { $0.registration.registration.identity == requirement.identity }),
                let source = provided.registration.importedFrom
            else { continue }
            let message = DiagnosticMessage.Requirements.requirementImported(
                requirement.identity.description, hub: interface.name, importedHub: source.hubName)
            diagnostics.append(Diagnostic(message, at: requirement.location))
        }
        if isImportable {
            for registration in interface.registrations where !registration.registration.condition.isAlways {
                let message = DiagnosticMessage.Graph.conditionalRegistrationInImportableHub(
                    registration.registration.identity.description, hub: interface.name)
                diagnostics.append(Diagnostic(message, at: registration.registration.location))
            }
        }
        let (registrations, collections) = wire(
            interface.registrations, imports: imports, requirements: Set(interface.requirements.filter { !$0.hasDefault }.map(\.identity)),
            hub: interface
        )
        return HubModel(
            name: interface.name,
            requirements: interface.requirements,
            taskScopes: interface.interface.taskScopes,
            access: interface.access,
            globalActor: interface.globalActor,
            registrations: registrations,
            reportsCallerLocation: registrations.contains { $0.registration.scope?.isTask == true },
            collections: collections,
            importedHubs: imports.hubs,
            isImportable: isImportable
        )
    }
}
