/// A registration function of the manifest DSL: one case per name users write, and one table
/// (`facts`) of what each is: its lifetime, its role, its traits and the labelled arguments it
/// takes. A new kind is a case and a row. The parser checks a manifest line against the table; `Scripts/generate-registration-functions`
/// compiles this file with its script and writes the DSL's overloads from it, so the two
/// cannot disagree. The file stands alone for that: it names no other type of the generator.
package enum RegistrationKind: String, CaseIterable, Hashable, Sendable, Codable {
    case auto = "AutoRegister"
    case singleton = "SingletonRegister"
    case scoped = "ScopedRegister"
    case weakSingleton = "WeakSingletonRegister"
    /// Adds one element to its type's collection: any number of them may share an identity,
    /// and none has an accessor of its own.
    case collectionElement = "CollectionRegister"
    case register = "Register"
    /// Soft-deprecated, as in MDI 4.2: `Register` under its old name, without `effects:`.
    case factoryRegister = "FactoryRegister"
    case opaqueAuto = "OpaqueAutoRegister"
    case opaqueSingleton = "OpaqueSingletonRegister"
    case opaqueRegister = "OpaqueRegister"
    case opaqueFactoryRegister = "OpaqueFactoryRegister"
    /// The default of a requirement (`HubRequirement(T.self, default: …)`): made anew on each
    /// resolve like `AutoRegister`, and replaced by an importing hub that registers the type.
    case requirementDefault = "HubRequirement"
    /// A value bound by the hub's `startScope` (`ScopeInput(T.self, scope: S.self)`): no
    /// factory, one value per generation of its scope, which what reaches it must live in.
    case scopeInput = "ScopeInput"

    package enum Lifetime: Sendable {
        /// A new value on every resolve.
        case transient
        /// One shared value, created on first resolve.
        case singleton
        /// One shared instance while anyone holds it, created anew after the last is gone.
        case weakSingleton
        /// One instance per generation of its scope, which `resetScope` ends; or, for a task
        /// scope, one per `withScope` call, which ends with its body.
        case scoped
    }

    /// An argument label of a registration call (the registered type and the further
    /// parameter types are unlabelled).
    enum Label: String, CaseIterable, Sendable {
        case scope, tag, name, isolation, mustMockInTests, effects, parameterTypes, using, factory, onScopeEnd
        case `default`
    }

    /// What a kind is apart from its lifetime: most register a service; the others add to a
    /// collection, give a requirement its default, or declare a scope's input.
    package enum Role: Sendable {
        /// Resolved by an accessor of its own.
        case service
        /// Adds one element to its type's collection: any number of them may share an
        /// identity, and none has an accessor of its own.
        case collectionElement
        /// The default of a requirement, which an importing hub replaces by registering the type.
        case requirementDefault
        /// A value bound by the hub's `startScope`.
        case scopeInput
    }

    /// Everything the generator and the DSL script know of a kind, stated once per kind in
    /// `facts`, where the compiler checks that every kind has a row.
    struct Facts: Sendable {
        let lifetime: Lifetime
        var role: Role = .service
        /// Resolves to `some P`, and cannot be mocked.
        var isOpaque = false
        /// Takes `.explicit`/`.resolved` parameters (with `using:`) or parameters that are all
        /// explicit (with `factory:`); the other kinds resolve every parameter.
        var takesExplicitParameters = false
        /// The kind whose name replaces this soft-deprecated one (`Register` for `FactoryRegister`).
        var replacement: RegistrationKind? = nil
        /// Needs `scope:`: its instances live in a scope's generation.
        var needsScope = false
        /// May be `async`: a weak singleton, made again after the last holder lets go, may not.
        var allowsAsync = true
        /// May declare `effects:`: an opaque singleton's stored `some P` cannot be made by one.
        var allowsEffects = true
        /// The labelled arguments it takes. A collection's element has no name, isolation or
        /// mocks of its own (a collection is mocked whole), nor does a requirement's default,
        /// which importers replace; opaque registrations cannot be mocked; soft-deprecated
        /// names take no `effects:`.
        let labels: Set<Label>
    }

    /// The kind's row of the table, made once: the traits below are read in the generator's
    /// loops over every registration.
    var facts: Facts { Self.table[self]! }

    private static let table = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.row) })

    private var row: Facts {
        let service: Set<Label> = [.tag, .name, .isolation, .mustMockInTests, .effects, .parameterTypes, .using]
        let opaque = service.subtracting([.mustMockInTests])
        switch self {
        case .auto: return Facts(lifetime: .transient, labels: service)
        case .singleton: return Facts(lifetime: .singleton, labels: service)
        case .scoped: return Facts(lifetime: .scoped, needsScope: true, labels: service.union([.scope, .onScopeEnd]))
        case .weakSingleton: return Facts(lifetime: .weakSingleton, allowsAsync: false, labels: service)
        case .collectionElement:
            return Facts(lifetime: .transient, role: .collectionElement, labels: [.tag, .effects, .parameterTypes, .using])
        case .register: return Facts(lifetime: .transient, takesExplicitParameters: true, labels: service.union([.factory]))
        case .factoryRegister:
            return Facts(
                lifetime: .transient, takesExplicitParameters: true, replacement: .register,
                labels: service.union([.factory]).subtracting([.effects]))
        case .opaqueAuto: return Facts(lifetime: .transient, isOpaque: true, labels: opaque)
        case .opaqueSingleton: return Facts(lifetime: .singleton, isOpaque: true, allowsEffects: false, labels: opaque)
        case .opaqueRegister:
            return Facts(lifetime: .transient, isOpaque: true, takesExplicitParameters: true, labels: opaque.union([.factory]))
        case .opaqueFactoryRegister:
            return Facts(
                lifetime: .transient, isOpaque: true, takesExplicitParameters: true, replacement: .opaqueRegister,
                labels: opaque.union([.factory]).subtracting([.effects]))
        case .requirementDefault: return Facts(lifetime: .transient, role: .requirementDefault, labels: [.tag, .parameterTypes, .default])
        case .scopeInput: return Facts(lifetime: .scoped, role: .scopeInput, labels: [.scope, .tag, .name, .parameterTypes, .default])
        }
    }

    /// The name users write: `OpaqueSingletonRegister`.
    package var name: String { rawValue }

    package var lifetime: Lifetime { facts.lifetime }
    var isOpaque: Bool { facts.isOpaque }
    var takesExplicitParameters: Bool { facts.takesExplicitParameters }
    var isCollectionElement: Bool { facts.role == .collectionElement }
    var isRequirementDefault: Bool { facts.role == .requirementDefault }
    var isScopeInput: Bool { facts.role == .scopeInput }
    var replacement: String? { facts.replacement?.name }
    var labels: Set<Label> { facts.labels }

    /// Every kind a manifest element names by itself, in the order messages list them: not
    /// `HubRequirement` and `ScopeInput`, whose calls the parser reads apart.
    static let all = allCases.filter { $0.facts.role == .service || $0.facts.role == .collectionElement }

    /// The kind users write as `name`, if it is one of `all`.
    init?(name: String) {
        guard let kind = RegistrationKind(rawValue: name), Self.all.contains(kind) else { return nil }
        self = kind
    }
}
