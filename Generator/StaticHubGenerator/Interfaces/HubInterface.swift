/// A hub as other hubs see it: its own registrations, ready to forward to, and the hubs it
/// imports, before any wiring. Built for the target's hubs and for the public hubs of the
/// modules it depends on.
struct HubInterface: Sendable {
    /// `NetworkHub`; qualified within its module (`App.Hub` for a nested hub).
    let name: String
    /// The module declaring the hub; nil for the target being generated.
    let module: String?
    let access: AccessLevel
    let globalActor: String?
    /// Its own registrations, with normalised types, names and access.
    let registrations: [DeclaredRegistration]
    let imports: [HubImportReference]
    /// The imports of the files declaring its manifests: the modules its types come from.
    let fileImports: [ImportDeclaration]
    /// Types its importers provide, with normalised types.
    let requirements: [Requirement]
    /// The scopes it declares with `TaskScope`, which its `withScope` enters; normalised.
    let taskScopes: [TaskScopeDeclaration]
    /// How its manifests' types were normalised: wiring spells its collections the same way.
    let normalizer: TypeNormalizer

    /// How diagnostics name it: `Networking.NetworkHub` for a hub of another module.
    var displayName: String { module.map { "\($0).\(name)" } ?? name }
}

/// Where a registration comes from: a manifest of its hub, an imported hub, or a copy the hub
/// builds of an imported hub's open registration.
enum RegistrationOrigin: Sendable {
    /// Declared by the hub's own manifests.
    case local
    /// Declared by another hub and reached through a `HubImport`: the hub forwards to it.
    case imported(ImportedFrom)
    /// The hub's own copy of an open registration of the hub it imports, named here, whose
    /// `_openMake…` function its factory calls with what this hub provides.
    case rebuilt(from: String)

    /// The hub that declares an imported registration, and the `HubImport` that reaches it.
    struct ImportedFrom: Sendable {
        /// The declaring hub, spelled for generated code: `NetworkHub`.
        let hubName: String
        let module: String?
        /// The `HubImport` of the importing hub's manifest through which it is reached.
        let importLocation: SourceLocation
    }
}
