/// What the interface stage knows of a registration (a `DeclaredRegistration`): its manifest
/// entry with normalised types, its generated names, and its members' access. The record of
/// each later stage holds the one before it, so these read through to the declared record.
protocol RegistrationFacts {
    /// The registration as the interface stage made it.
    var declared: DeclaredRegistration { get }
}

extension RegistrationFacts {
    var registration: Registration { declared.registration }
    /// `ThemeProtocol`: the stem of every generated identifier of this registration.
    var plainName: String { declared.plainName }
    /// False when the registered type is a bare name that may be a protocol from another
    /// module: `resolve(_:)` then takes `HubMetatype<T>`, which is right either way.
    var hasPlainMetatype: Bool { declared.hasPlainMetatype }
    /// The same for the tag, if it has one.
    var hasPlainTagMetatype: Bool { declared.hasPlainTagMetatype }
    /// The access of this registration's generated members: the hub's, or less where a type
    /// their signatures name is less accessible (a `public` hub registering an internal type).
    var access: AccessLevel { declared.access }
    /// The type that lowered `access` below the hub's, if one did.
    var accessLimitedBy: String? { declared.accessLimitedBy }
    /// For a collection's element, its position among its hub's own elements of the type.
    var elementNumber: Int? { declared.elementNumber }
}

extension RegistrationFacts {
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
}

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

/// A registration as the interface stage makes it, whole: what importers of its hub see.
///
/// A class, so that the later stages' records hold it by reference: reading a fact through
/// them then copies no registration (in a debug build of the generator, which the source
/// route runs, those copies took a fifth of its time).
final class DeclaredRegistration: RegistrationFacts, Sendable {
    let registration: Registration
    let plainName: String
    let hasPlainMetatype: Bool
    let hasPlainTagMetatype: Bool
    let access: AccessLevel
    let accessLimitedBy: String?
    let elementNumber: Int?

    init(
        registration: Registration, plainName: String, hasPlainMetatype: Bool, hasPlainTagMetatype: Bool, access: AccessLevel,
        accessLimitedBy: String?, elementNumber: Int?
    ) {
        self.registration = registration
        self.plainName = plainName
        self.hasPlainMetatype = hasPlainMetatype
        self.hasPlainTagMetatype = hasPlainTagMetatype
        self.access = access
        self.accessLimitedBy = accessLimitedBy
        self.elementNumber = elementNumber
    }

    var declared: DeclaredRegistration { self }

    /// The same declaration whose factory does `effects`: for a copy the catalog declares of
    /// an open registration, whose factory is the declaring hub's `_openMake…` function.
    func withFactoryEffects(_ effects: Effects) -> DeclaredRegistration {
        DeclaredRegistration(
            registration: registration.with(declaredEffects: effects), plainName: plainName, hasPlainMetatype: hasPlainMetatype,
            hasPlainTagMetatype: hasPlainTagMetatype, access: access, accessLimitedBy: accessLimitedBy, elementNumber: elementNumber)
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
