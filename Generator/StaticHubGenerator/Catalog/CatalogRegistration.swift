/// What the catalog adds to a registration's facts (a `CatalogRegistration`): where it comes
/// from, its effects, and what it has to do with its hub's requirements.
protocol CatalogFacts: RegistrationFacts {
    /// The registration as the catalog stage made it.
    var cataloged: CatalogRegistration { get }
}

extension CatalogFacts {
    var declared: DeclaredRegistration { cataloged.declared }
    var origin: RegistrationOrigin { cataloged.origin }
    /// What resolving it does besides returning: its declared effects joined with its
    /// dependencies', which every function generated for it carries.
    var effects: Effects { cataloged.effects }
    /// Whether it depends on one of its hub's requirements without a default, directly or
    /// through its hub's other registrations: the hub then has no accessor for it, only the
    /// `_openMake…` function that each importing hub calls with what it provides.
    var isOpen: Bool { cataloged.isOpen }
    /// Every requirement of its hub it depends on, with a default or not, directly or not.
    /// With any, it has a `_openMake…` function: an importing hub that replaces a default
    /// builds its own copy with it.
    var reachedRequirements: Set<RegistrationIdentity> { cataloged.reachedRequirements }
    /// Whose mocks it takes when they are another hub's registration's (see `MockIdentity`);
    /// nil for its own.
    var mockedAs: MockIdentity? { cataloged.mockedAs }
}

extension CatalogFacts {
    /// Whether an importing hub may build its own copy: it has a `_openMake…` function.
    var isBuiltByImporters: Bool { !reachedRequirements.isEmpty && !registration.kind.isCollectionElement }

    /// For a registration an importing hub builds from an open one of the hub it imports: that
    /// hub, whose `_openMake…` function its factory calls.
    var rebuiltFrom: String? {
        if case .rebuilt(let hub) = origin { return hub }
        return nil
    }

    /// The imported hub this registration forwards to; nil for a local one.
    var importedFrom: RegistrationOrigin.ImportedFrom? {
        if case .imported(let source) = origin { return source }
        return nil
    }

    /// Whether it may replace a requirement's default of a hub its hub imports: one of its
    /// hub's own registrations, neither a copy, a default, nor a collection's element.
    var mayReplaceADefault: Bool {
        rebuiltFrom == nil && !registration.kind.isRequirementDefault && !registration.kind.isCollectionElement
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

/// A registration as the catalog stage makes it: the declared record, with its origin,
/// effects and requirements computed across hubs. Its fields are constants: the catalog
/// completes a record by making a new one (`with…`), and the stages after it only read them.
struct CatalogRegistration: CatalogFacts, Sendable {
    let declared: DeclaredRegistration
    let origin: RegistrationOrigin
    let effects: Effects
    let isOpen: Bool
    let reachedRequirements: Set<RegistrationIdentity>
    let mockedAs: MockIdentity?

    /// A hub's own registration, before the catalog's work.
    init(_ declared: DeclaredRegistration) {
        self.init(declared, origin: .local, effects: .none, isOpen: false, reachedRequirements: [], mockedAs: nil)
    }

    private init(
        _ declared: DeclaredRegistration, origin: RegistrationOrigin, effects: Effects, isOpen: Bool,
        reachedRequirements: Set<RegistrationIdentity>, mockedAs: MockIdentity?
    ) {
        self.declared = declared
        self.origin = origin
        self.effects = effects
        self.isOpen = isOpen
        self.reachedRequirements = reachedRequirements
        self.mockedAs = mockedAs
    }

    func with(declared: DeclaredRegistration) -> Self {
        Self(declared, origin: origin, effects: effects, isOpen: isOpen, reachedRequirements: reachedRequirements, mockedAs: mockedAs)
    }

    func with(origin: RegistrationOrigin) -> Self {
        Self(declared, origin: origin, effects: effects, isOpen: isOpen, reachedRequirements: reachedRequirements, mockedAs: mockedAs)
    }

    func with(effects: Effects) -> Self {
        Self(declared, origin: origin, effects: effects, isOpen: isOpen, reachedRequirements: reachedRequirements, mockedAs: mockedAs)
    }

    func with(mockedAs: MockIdentity?) -> Self {
        Self(declared, origin: origin, effects: effects, isOpen: isOpen, reachedRequirements: reachedRequirements, mockedAs: mockedAs)
    }

    /// With the requirements it reaches, and open if one of them has no default.
    func with(reachedRequirements: Set<RegistrationIdentity>, isOpen: Bool) -> Self {
        Self(declared, origin: origin, effects: effects, isOpen: isOpen, reachedRequirements: reachedRequirements, mockedAs: mockedAs)
    }

    var cataloged: CatalogRegistration { self }
}
