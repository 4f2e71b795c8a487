/// The catalog stage's output, which the wiring stage reads instead of the catalog: the
/// target's own hubs, each with what its imports give it, what those imports report, and the
/// target's types and file imports as the interface stage declared them.
struct CatalogedTarget {
    struct Hub {
        let hub: CatalogHub
        let imports: HubCatalog.Imports
    }

    let hubs: [Hub]
    let module: DeclaredModule
    let defaultIsolation: DefaultIsolation
    /// Imports that cannot work: a hub not found or not public, a cycle, a conflict.
    let diagnostics: [Diagnostic]
}

extension HubCatalog {
    /// Stage 3: every module's interfaces → the catalog of their hubs → the target's hubs
    /// with their imports.
    static func catalog(_ declared: DeclaredTarget) -> CatalogedTarget {
        let sendability = Sendability(modules: declared.typeDeclarations)
        let catalog = HubCatalog(
            declared.dependencyInterfaces + declared.module.interfaces, dependencyModules: declared.dependencyModules,
            isKnownSendable: sendability.isKnownSendable)
        return catalog.target(of: declared.module, defaultIsolation: declared.defaultIsolation)
    }

    /// The target's hubs with their imports, computed here once.
    private func target(of module: DeclaredModule, defaultIsolation: DefaultIsolation) -> CatalogedTarget {
        let walked = localHubs.map { (hub: $0, walk: imports(of: $0)) }
        return CatalogedTarget(
            hubs: walked.map { CatalogedTarget.Hub(hub: $0.hub, imports: $0.walk.imports) }, module: module,
            defaultIsolation: defaultIsolation, diagnostics: walked.flatMap(\.walk.diagnostics))
    }
}
