/// A registration function of the manifest DSL: one case per name users write, the traits the
/// generator acts on, and the one table of the labelled arguments each takes. The parser
/// checks a manifest line against the table; `Scripts/generate-registration-functions`
/// compiles this file with its script and writes the DSL's overloads from it, so the two
/// cannot disagree. The file stands alone for that: it names no other type of the generator.
package enum RegistrationKind: String, CaseIterable, Hashable, Sendable {
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
        /// One instance per generation of its scope, which `resetScope` ends.
        case scoped
    }

    /// An argument label of a registration call (the registered type and the further
    /// parameter types are unlabelled).
    enum Label: String, CaseIterable, Sendable {
        case scope, tag, name, isolation, mustMockInTests, effects, parameterTypes, using, factory
        case `default`
    }

    /// The name users write: `OpaqueSingletonRegister`.
    package var name: String { rawValue }

    package var lifetime: Lifetime {
        switch self {
        case .auto, .collectionElement, .register, .factoryRegister, .opaqueAuto, .opaqueRegister, .opaqueFactoryRegister,
            .requirementDefault:
            .transient
        case .singleton, .opaqueSingleton: .singleton
        case .weakSingleton: .weakSingleton
        case .scoped, .scopeInput: .scoped
        }
    }

    /// Resolves to `some P`, and cannot be mocked.
    var isOpaque: Bool {
        switch self {
        case .opaqueAuto, .opaqueSingleton, .opaqueRegister, .opaqueFactoryRegister: true
        default: false
        }
    }

    /// Takes `.explicit`/`.resolved` parameters (with `using:`) or parameters that are all
    /// explicit (with `factory:`); the other kinds resolve every parameter.
    var takesExplicitParameters: Bool {
        switch self {
        case .register, .factoryRegister, .opaqueRegister, .opaqueFactoryRegister: true
        default: false
        }
    }

    var isCollectionElement: Bool { self == .collectionElement }
    var isRequirementDefault: Bool { self == .requirementDefault }
    var isScopeInput: Bool { self == .scopeInput }

    /// The kind's name replaces this soft-deprecated one (`Register` for `FactoryRegister`).
    var replacement: String? {
        switch self {
        case .factoryRegister: RegistrationKind.register.name
        case .opaqueFactoryRegister: RegistrationKind.opaqueRegister.name
        default: nil
        }
    }

    /// The labelled arguments it takes. A collection's element has no name, isolation or
    /// mocks of its own (a collection is mocked whole), nor does a requirement's default,
    /// which importers replace; opaque registrations cannot be mocked; soft-deprecated names
    /// take no `effects:`.
    var labels: Set<Label> {
        let factory: Label = self == .requirementDefault || self == .scopeInput ? .default : .using
        var labels: Set<Label> = [.tag, .parameterTypes, factory]
        if self != .collectionElement && self != .requirementDefault {
            labels.insert(.name)
        }
        if self != .collectionElement && self != .requirementDefault && self != .scopeInput {
            labels.insert(.isolation)
            if !isOpaque { labels.insert(.mustMockInTests) }
        }
        if self != .requirementDefault && self != .scopeInput && replacement == nil {
            labels.insert(.effects)
        }
        if takesExplicitParameters { labels.insert(.factory) }
        if lifetime == .scoped { labels.insert(.scope) }
        return labels
    }

    /// Every kind a manifest element names by itself, in the order messages list them: not
    /// `HubRequirement` and `ScopeInput`, whose calls the parser reads apart.
    static let all: [RegistrationKind] = [
        .auto, .singleton, .scoped, .weakSingleton, .collectionElement, .register, .factoryRegister,
        .opaqueAuto, .opaqueSingleton, .opaqueRegister, .opaqueFactoryRegister
    ]

    /// The kind users write as `name`, if it is one of `all`.
    init?(name: String) {
        guard let kind = RegistrationKind(rawValue: name), Self.all.contains(kind) else { return nil }
        self = kind
    }
}
