/// What the catalog stage hands the wiring stage: the target's own hubs, each with what its
/// imports give it, and what those imports report. Wiring reads this, never the catalog.
struct CatalogedTarget {
    struct Hub {
        let hub: CatalogHub
        let imports: HubCatalog.Imports
    }

    let hubs: [Hub]
    /// Imports that cannot work: a hub not found or not public, a cycle, a conflict.
    let diagnostics: [Diagnostic]
}

extension HubCatalog {
    /// The target's hubs with their imports, computed here once.
    var target: CatalogedTarget {
        let walked = localHubs.map { (hub: $0, walk: imports(of: $0)) }
        return CatalogedTarget(
            hubs: walked.map { CatalogedTarget.Hub(hub: $0.hub, imports: $0.walk.imports) },
            diagnostics: walked.flatMap(\.walk.diagnostics))
    }
}
