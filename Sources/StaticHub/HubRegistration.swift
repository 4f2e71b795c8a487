/// One registration in a hub's manifest.
///
/// A manifest is any `static let` of type `[HubRegistration]` on a hub type:
///
/// ```swift
/// extension Dependency {
///     static let core: [HubRegistration] = [
///         SingletonRegister((any Clock).self, using: SystemClock.init),
///     ]
/// }
/// ```
///
/// The compiler type-checks every registration (the factory must accept the declared
/// parameter types and return the registered type), and the StaticHub generator reads
/// the same source text to write the hub's `resolve` functions. Generated code never
/// evaluates a manifest: reading one only tells you what was registered.
public struct HubRegistration: Sendable, CustomStringConvertible {
    /// How a registration creates its value.
    public enum Kind: String, Sendable {
        case auto = "AutoRegister"
        case singleton = "SingletonRegister"
        case weakSingleton = "WeakSingletonRegister"
        /// One instance per generation of a scope: `ScopedRegister`.
        case scoped = "ScopedRegister"
        /// One element of the type's collection: `CollectionRegister`.
        case collection = "CollectionRegister"
        case register = "Register"
        case opaqueAuto = "OpaqueAutoRegister"
        case opaqueSingleton = "OpaqueSingletonRegister"
        case opaqueRegister = "OpaqueRegister"
        /// `HubImport(H.self)`: everything hub `H` provides; `registeredType` is `H`.
        case hubImport = "HubImport"
        /// `HubRequirement(T.self)`: a type the importing hubs provide; `registeredType` is `T`.
        case requirement = "HubRequirement"
        /// `ScopeInput(T.self, scope: S.self)`: a value the hub's `startScope` binds.
        case scopeInput = "ScopeInput"
    }

    /// How the registration creates its value.
    public let kind: Kind
    /// The type the hub resolves, as written in the manifest.
    public let registeredType: any Any.Type
    /// The tag that tells this registration from others of the same type, if any.
    public let tag: (any Any.Type)?
    /// The marker type of the scope whose generations a `ScopedRegister` keeps one instance for.
    public let scope: (any Any.Type)?
    /// The name that overrides the generated accessor's, if any.
    public let name: String?
    /// The global actor that isolates the registration (`MainActor.self`), if any; held as
    /// `any Any.Type`, which is `Sendable`.
    public let isolation: (any Any.Type)?
    /// What the factory may do besides returning, as declared with `effects:`.
    public let effects: HubEffects

    init(
        kind: Kind,
        registeredType: any Any.Type,
        scope: (any Any.Type)? = nil,
        tag: (any Any.Type)? = nil,
        name: String?,
        isolation: (any GlobalActor.Type)? = nil,
        effects: HubEffects = .none
    ) {
        self.kind = kind
        self.registeredType = registeredType
        self.scope = scope
        self.tag = tag
        self.name = name
        self.isolation = isolation
        self.effects = effects
    }

    public var description: String {
        let scope = scope.map { ", scope: \($0)" } ?? ""
        let tag = tag.map { ", tag: \($0)" } ?? ""
        let isolation = isolation.map { ", isolation: \($0)" } ?? ""
        let effects = effects.isEmpty ? "" : ", effects: \(effects)"
        return "\(kind.rawValue)(\(registeredType)\(scope)\(tag)\(isolation)\(effects))"
    }
}
