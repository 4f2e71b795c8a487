/// A hub ready to render: its declaration facts and its wired registrations, made whole by
/// the model stage and only read after it.
struct HubModel: Sendable {
    /// `App.Hub`
    let name: String
    /// The types its importers provide (`HubRequirement`), for the graph.
    let requirements: [Requirement]
    /// The task scopes it declares (`TaskScope`), in manifest order: it enters each with `withScope`.
    let taskScopes: [TaskScopeDeclaration]
    /// Generated members get this access level.
    let access: AccessLevel
    /// `MainActor` for `@MainActor enum Hub`; generated members and storage inherit it.
    let globalActor: String?
    /// Local and imported, each imported one before the local ones that need it.
    let registrations: [WiredRegistration]
    /// Whether any of them lives in a task scope: then every accessor takes its caller's
    /// `file:` and `line:`, where a resolve outside the scope stops. Every accessor, not only
    /// those that reach the scope, so that a lifetime or parameter edit leaves the members alone.
    let reportsCallerLocation: Bool
    /// The collections it composes from its own and its imports' `CollectionRegister`s.
    let collections: [WiredCollection]
    /// Every hub its imports reach, directly or not: the hub adopts their protocols, which
    /// carry their members, instead of forwarding each registration itself.
    let importedHubs: [ImportedHub]

    /// The hubs its manifests import by name.
    var directImports: [ImportedHub] { importedHubs.filter(\.isDirect) }

    /// Whether the hub adopts what its imports reach through each direct import's reach
    /// protocols (see `ImportedHub.adoptsThroughReach`).
    var adoptsImportsThroughReach: Bool { ImportedHub.adoptsThroughReach(importedHubs) }
    /// Whether another hub can import this one (it is public, or a hub of this target imports
    /// it): it then declares the protocol that gives its accessors to importing hubs.
    let isImportable: Bool

    /// The registrations its manifests declare.
    var localRegistrations: [WiredRegistration] { registrations.filter { $0.importedFrom == nil } }
}

/// A registration of the hub's model: what the catalog made of it, and its parameters linked
/// to their providers. Made once, when the hub is wired.
struct WiredRegistration: CatalogFacts, Sendable {
    let cataloged: CatalogRegistration
    /// The registration's parameters in factory order, each with where its argument comes from.
    let parameters: [WiredParameter]
    /// The other registrations of its type, each in a branch of an `#if` that excludes its
    /// own, for the first of them (which its dependents link to); else empty.
    let alternatives: [Int]

    init(_ cataloged: CatalogRegistration, alternatives: [Int] = [], parameters: [WiredParameter]) {
        self.cataloged = cataloged
        self.alternatives = alternatives
        self.parameters = parameters
    }
}

/// Everything one generated file holds.
struct GenerationModel: Sendable {
    let imports: [ImportDeclaration]
    let hubs: [HubModel]
    /// The target's default actor isolation: under `MainActor`, what generated code declares
    /// nonisolated says so (see `ExplicitIsolation`).
    let defaultIsolation: DefaultIsolation
}
