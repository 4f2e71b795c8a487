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
