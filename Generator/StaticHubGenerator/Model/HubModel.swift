/// A hub ready to render: its declaration facts and its wired registrations.
struct HubModel: Sendable {
    /// `App.Hub`
    var name: String
    /// The types its importers provide (`HubRequirement`), for the graph.
    var requirements: [Requirement] = []
    /// Generated members get this access level.
    var access: AccessLevel
    /// `MainActor` for `@MainActor enum Hub`; generated members and storage inherit it.
    var globalActor: String?
    /// Local and imported, each imported one before the local ones that need it.
    var registrations: [WiredRegistration]
    /// The collections it composes from its own and its imports' `CollectionRegister`s.
    var collections: [WiredCollection] = []
    /// Every hub its imports reach, directly or not: the hub adopts their protocols, which
    /// carry their members, instead of forwarding each registration itself.
    var importedHubs: [ImportedHub] = []
    /// Whether another hub can import this one (it is public, or a hub of this target imports
    /// it): it then declares the protocol that gives its accessors to importing hubs.
    var isImportable: Bool

    /// The registrations its manifests declare.
    var localRegistrations: [WiredRegistration] { registrations.filter { $0.importedFrom == nil } }
}

/// A hub reached through `HubImport`, as the importing hub's generated code names it.
struct ImportedHub: Sendable {
    /// `NetworkHub`, spelled for generated code.
    var name: String
    /// All its own registrations that have overloads, which decide its overload buckets.
    var bucketMembers: [OverloadMember]
    /// The groups (see `OverloadMember`) of its registrations that the importing hub
    /// builds copies of, replacing a default: their buckets are not adopted.
    var rebuiltGroups: Set<String> = []
}

/// A registration with its generated names and the registrations it resolves from.
struct WiredRegistration: Sendable {
    var registration: Registration
    /// `ThemeProtocol`: the stem of every generated identifier of this registration.
    var plainName: String
    /// The registration's parameters in factory order, each with where its argument comes from.
    var parameters: [WiredParameter]
    /// False when the registered type is a bare name that may be a protocol from another
    /// module: `resolve(_:)` then takes `HubMetatype<T>`, which is right either way.
    var hasPlainMetatype: Bool = true
    /// The same for the tag, if it has one.
    var hasPlainTagMetatype: Bool = true
    /// The access of this registration's generated members: the hub's, or less where a type
    /// their signatures name is less accessible (a `public` hub registering an internal type).
    var access: AccessLevel = .internal
    /// The type that lowered `access` below the hub's, if one did.
    var accessLimitedBy: String?
    var origin = RegistrationOrigin.local
    /// What resolving it does besides returning: its declared effects joined with its
    /// dependencies', which every function generated for it carries.
    var effects = Effects.none
    /// For a collection's element, its position among its hub's own elements of the type.
    var elementNumber: Int?
    /// Whether it depends on one of its hub's requirements without a default, directly or
    /// through its hub's other registrations: the hub then has no accessor for it, only the
    /// `_openMake…` function that each importing hub calls with what it provides.
    var isOpen = false
    /// Every requirement of its hub it depends on, with a default or not, directly or not.
    /// With any, it has a `_openMake…` function: an importing hub that replaces a default
    /// builds its own copy with it.
    var reachedRequirements: Set<RegistrationIdentity> = []

    /// Whether an importing hub may build its own copy: it has a `_openMake…` function.
    var isBuiltByImporters: Bool { !reachedRequirements.isEmpty && !registration.kind.isCollectionElement }
    /// For a registration an importing hub builds from an open one of the hub it imports: that
    /// hub, whose `_openMake…` function its factory calls.
    var rebuiltFrom: String? {
        if case .rebuilt(let hub) = origin { return hub }
        return nil
    }
    /// Whose mocks it takes when they are another hub's registration's (see `MockIdentity`);
    /// nil for its own.
    var mockedAs: MockIdentity?

    /// Whether it may replace a requirement's default of a hub its hub imports: one of its
    /// hub's own registrations, neither a copy, a default, nor a collection's element.
    var mayReplaceADefault: Bool {
        rebuiltFrom == nil && !registration.kind.isRequirementDefault && !registration.kind.isCollectionElement
    }

    /// `_openMakeUpdateInteractor`: how an open registration's hub makes it for its importers.
    var openMakeName: String { "_openMake" + plainName }

    /// The uniquely named accessor all generated wiring calls: `resolveThemeProtocol`. An
    /// element's is `_element0OfAnalyticsSink`, called by the collections that hold it.
    var accessorName: String {
        elementNumber.map { "_element\($0)Of" + plainName } ?? "resolve" + plainName
    }

    /// The identity that places its overloads in a bucket; nil for an element, whose
    /// collection's overloads live on each hub composing it.
    var overloadIdentity: String? {
        registration.kind.isCollectionElement ? nil : registration.identity.description
    }

    /// The registration as its hub's overload buckets see it; nil where it has no overloads.
    var bucketMember: OverloadMember? {
        guard !isOpen else { return nil }
        return overloadIdentity.map { OverloadMember(path: registration.location.path, identity: $0, group: requirementGroup) }
    }

    /// `RequiringLogger`: the requirements it reaches (a default, its own), for its bucket;
    /// empty when none.
    var requirementGroup: String {
        var reached = reachedRequirements
        if registration.kind.isRequirementDefault { reached.insert(registration.identity) }
        guard !reached.isEmpty else { return "" }
        return "Requiring" + reached.map { $0.type.plainName + ($0.tag?.plainName ?? "") }.sorted().joined(separator: "_")
    }
}

/// Everything one generated file holds.
struct GenerationModel: Sendable {
    var imports: [ImportDeclaration]
    var hubs: [HubModel]
}

extension WiredRegistration {
    /// The imported hub this registration forwards to; nil for a local one.
    var importedFrom: RegistrationOrigin.ImportedFrom? {
        if case .imported(let source) = origin { return source }
        return nil
    }
}
