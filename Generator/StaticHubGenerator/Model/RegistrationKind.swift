/// A registration function of the manifest DSL, as the independent traits the generator
/// acts on. The eight names users write (`AutoRegister`, `OpaqueFactoryRegister`, …) are
/// combinations of these traits, derived in `all` rather than listed case by case.
struct RegistrationKind: Hashable, Sendable {
    enum Lifetime: Sendable {
        /// A new value on every resolve.
        case transient
        /// One shared value, created on first resolve.
        case singleton
        /// One shared instance while anyone holds it, created anew after the last is gone.
        case weakSingleton
        /// One instance per generation of its scope, which `resetScope` ends (`ScopedRegister`).
        case scoped
    }

    /// The name users write: `OpaqueSingletonRegister`.
    let name: String
    let lifetime: Lifetime
    /// Resolves to `some P`, and cannot be mocked.
    let isOpaque: Bool
    /// Takes `.explicit`/`.resolved` parameters (with `using:`) or parameters that are all
    /// explicit (with `factory:`); the other kinds resolve every parameter.
    let takesExplicitParameters: Bool
    /// Adds one element to its type's collection (`CollectionRegister`): any number of them
    /// may share an identity, and none has an accessor of its own.
    var isCollectionElement = false
    /// The default of a requirement (`HubRequirement(T.self, default: …)`): made anew on each
    /// resolve like `AutoRegister`, and replaced by an importing hub that registers the type.
    var isRequirementDefault = false
    /// A value bound by the hub's `startScope` (`ScopeInput(T.self, scope: S.self)`): no
    /// factory, one value per generation of its scope, which what reaches it must live in.
    var isScopeInput = false
    /// The kind's name replaces this soft-deprecated one (`Register` for `FactoryRegister`),
    /// which takes no `effects:`.
    var replacement: String? {
        name.hasSuffix("FactoryRegister") ? String(name.dropLast("FactoryRegister".count)) + "Register" : nil
    }

    /// Every kind, in the order messages list them.
    static let all: [RegistrationKind] = [false, true].flatMap { isOpaque -> [RegistrationKind] in
        // An opaque weak singleton could not name its instance's type in its `weak` storage,
        // and an array cannot hold `some P` of several types. (The contract has no opaque
        // scoped registration either.)
        let unopaqueOnly =
            isOpaque
            ? []
            : [
                RegistrationKind(name: "ScopedRegister", lifetime: .scoped, isOpaque: false, takesExplicitParameters: false),
                RegistrationKind(name: "WeakSingletonRegister", lifetime: .weakSingleton, isOpaque: false, takesExplicitParameters: false),
                collectionElement
            ]
        let prefix = isOpaque ? "Opaque" : ""
        func kind(_ base: String, _ lifetime: Lifetime, explicit: Bool) -> RegistrationKind {
            RegistrationKind(name: prefix + base, lifetime: lifetime, isOpaque: isOpaque, takesExplicitParameters: explicit)
        }
        return [
            kind("AutoRegister", .transient, explicit: false),
            kind("SingletonRegister", .singleton, explicit: false)
        ] + unopaqueOnly + [
            kind("Register", .transient, explicit: true),
            // Soft-deprecated, as in MDI 4.2: the same traits as `Register`, under the old name.
            kind("FactoryRegister", .transient, explicit: true)
        ]
    }

    /// `HubRequirement(T.self, default: …)`, which is not among `all`: a requirement without
    /// a default registers nothing.
    static let requirementDefault: RegistrationKind = {
        var kind = RegistrationKind(name: Requirement.functionName, lifetime: .transient, isOpaque: false, takesExplicitParameters: false)
        kind.isRequirementDefault = true
        return kind
    }()

    /// `ScopeInput(T.self, scope: S.self)`, which is not among `all`: it registers no factory.
    static let scopeInput: RegistrationKind = {
        var kind = RegistrationKind(name: "ScopeInput", lifetime: .scoped, isOpaque: false, takesExplicitParameters: false)
        kind.isScopeInput = true
        return kind
    }()

    /// `CollectionRegister`.
    private static let collectionElement: RegistrationKind = {
        var kind = RegistrationKind(name: "CollectionRegister", lifetime: .transient, isOpaque: false, takesExplicitParameters: false)
        kind.isCollectionElement = true
        return kind
    }()

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The kind users write as `name`, if it is one.
    init?(name: String) {
        guard let kind = Self.byName[name] else { return nil }
        self = kind
    }

    private init(name: String, lifetime: Lifetime, isOpaque: Bool, takesExplicitParameters: Bool) {
        self.name = name
        self.lifetime = lifetime
        self.isOpaque = isOpaque
        self.takesExplicitParameters = takesExplicitParameters
    }
}
