/// One registration read from a manifest, with the source positions diagnostics need.
struct Registration: Sendable, Codable {
    struct Parameter: Sendable, Codable {
        /// How the manifest asks for the argument; wiring turns it into a `WiredParameter.Source`.
        enum Form: Sendable, Codable {
            /// `.explicit(T.self)`: passed by the caller of `resolve(…)`.
            case explicit
            /// `.resolved(T.self)` or plain `T.self`: resolved from the hub.
            case resolved
            /// `.optional(T.self)`: resolved if anything provides it, else `nil`.
            case optional
            /// `.provider(T.self)`: a factory that resolves it on each `make()`.
            case provider
            /// `.collection(T.self)`: every element `CollectionRegister` adds for the type.
            case collection

            /// Whether the registration's own resolve resolves the dependency: its effects
            /// then become the registration's, and a cycle through it never ends.
            var resolvesEagerly: Bool { self == .resolved || self == .optional || self == .collection }
        }

        let form: Form
        let type: TypeSyntax
        /// `Stripe` in `.resolved(T.self, tag: Stripe.self)`.
        let tag: TypeSyntax?
        /// The factory's argument label for this parameter; nil when unlabelled.
        let label: String?
        let location: SourceLocation

        init(form: Form, type: TypeSyntax, tag: TypeSyntax? = nil, label: String?, location: SourceLocation) {
            self.form = form
            self.type = type
            self.tag = tag
            self.label = label
            self.location = location
        }

        /// With the label a compound factory name (`T.init(a:b:)`) gives it.
        func labelled(_ label: String?) -> Self { Self(form: form, type: type, tag: tag, label: label, location: location) }

        /// Reported at `location`: a copy's parameters point at the `HubImport` that made it.
        func located(at location: SourceLocation) -> Self { Self(form: form, type: type, tag: tag, label: label, location: location) }

        /// The registration a resolved parameter requires (for `.collection`, the elements'
        /// identity); meaningful once types are normalised.
        var requiredIdentity: RegistrationIdentity { RegistrationIdentity(type: type, tag: tag) }
    }

    /// The scope type of a `ScopedRegister` or scope input, and where it is written.
    struct Scope: Sendable, Codable {
        let type: TypeSyntax
        let location: SourceLocation
        /// Whether the hub declares it a task scope (`TaskScope(S.self)`), entered with
        /// `withScope`, rather than a process-wide one; known once the hub is built.
        var isTask = false
    }

    /// The factory expression, copied verbatim into generated code.
    struct Factory: Sendable, Codable {
        let text: String
        let location: SourceLocation
        /// For a compound name such as `AppContext.init(boot:theme:)`, the part before its
        /// argument labels (`AppContext.init`), so generated code can call it directly.
        let compoundNameBase: String?
    }

    /// The most parameter types a registration may declare: the runtime's registration
    /// functions take up to 10 with overloads of their own and longer lists through a pack
    /// (`Scripts/generate-registration-functions`); end-to-end tests register this many.
    static let maximumParameterCount = 30
    /// The most dependencies a scope input's `default:` takes: the manifest DSL has an
    /// overload for each count up to it, and a default seldom needs more.
    static let maximumInputDefaultParameterCount = 4

    let kind: RegistrationKind
    /// The registration function's name token.
    let location: SourceLocation
    let hubName: String
    /// The registered type; in the normal form (see `TypeNormalizer`) once the hub is built.
    let registeredType: TypeSyntax
    /// The registered type as the manifest writes it, which generated names are derived from.
    let writtenType: TypeSyntax
    let registeredTypeLocation: SourceLocation
    /// `Stripe` in `tag: Stripe.self`: one registration of the type among several.
    let tag: TypeSyntax?
    /// The tag as the manifest writes it, which generated names are derived from.
    let writtenTag: TypeSyntax?
    let parameters: [Parameter]
    let factory: Factory
    /// Overrides the plain type name in generated identifiers (`name: "theme"`).
    let nameOverride: String?
    /// `UserSession` in `scope: UserSession.self`, for a `ScopedRegister`; and where it is written.
    let scope: Scope?
    /// What `effects:` declares the factory does, and the actor `isolation:` runs it on; its
    /// dependencies may add more.
    let declaredEffects: Effects
    /// The value of `effects:`, where a factory that does less than it declares is reported.
    let effectsLocation: SourceLocation?
    /// `mustMockInTests: true`: a test process that would make it for real stops instead (a
    /// live service no test should reach).
    let mustMockInTests: Bool
    /// `onScopeEnd: { … }`: what runs on the instance when its task scope ends, copied
    /// verbatim into generated code.
    let scopeEnd: Factory?
    /// The `#if` clauses its manifest is declared in: it exists only where they hold.
    private(set) var condition: BuildCondition

    init(
        kind: RegistrationKind, location: SourceLocation, hubName: String, registeredType: TypeSyntax, writtenType: TypeSyntax,
        registeredTypeLocation: SourceLocation, tag: TypeSyntax?, writtenTag: TypeSyntax?, parameters: [Parameter], factory: Factory,
        nameOverride: String?, scope: Scope?, declaredEffects: Effects = .none,
        effectsLocation: SourceLocation? = nil, mustMockInTests: Bool = false, scopeEnd: Factory? = nil,
        condition: BuildCondition = .always
    ) {
        self.kind = kind
        self.location = location
        self.hubName = hubName
        self.registeredType = registeredType
        self.writtenType = writtenType
        self.registeredTypeLocation = registeredTypeLocation
        self.tag = tag
        self.writtenTag = writtenTag
        self.parameters = parameters
        self.factory = factory
        self.nameOverride = nameOverride
        self.scope = scope
        self.declaredEffects = declaredEffects
        self.effectsLocation = effectsLocation
        self.mustMockInTests = mustMockInTests
        self.scopeEnd = scopeEnd
        self.condition = condition
    }

    /// Who this registration is; meaningful once the types are normalised.
    var identity: RegistrationIdentity { RegistrationIdentity(type: registeredType, tag: tag) }

    /// A scope input with `default:`, which makes its value until the scope's first start.
    var hasInputDefault: Bool { kind.isScopeInput && !factory.text.isEmpty }

    var explicitParameters: [Parameter] {
        parameters.filter { $0.form == .explicit }
    }

    /// The same registration whose factory does `effects`.
    func with(declaredEffects effects: Effects) -> Registration {
        Registration(
            kind: kind, location: location, hubName: hubName, registeredType: registeredType, writtenType: writtenType,
            registeredTypeLocation: registeredTypeLocation, tag: tag, writtenTag: writtenTag, parameters: parameters, factory: factory,
            nameOverride: nameOverride, scope: scope, declaredEffects: effects, effectsLocation: effectsLocation,
            mustMockInTests: mustMockInTests, scopeEnd: scopeEnd, condition: condition)
    }

    /// The same registration, declared in a manifest under `condition`.
    func declared(under condition: BuildCondition) -> Registration {
        var declared = self
        declared.condition = condition
        return declared
    }

    /// `ThemeProtocol` for `(any ThemeProtocol)`, `PaymentProcessorStripe` with `tag: Stripe.self`,
    /// or the `name:` override.
    var plainName: String {
        Self.plainName(type: writtenType, tag: writtenTag, name: nameOverride)
    }

    /// The stem of a registration's generated names: its `name:`, else its type's and tag's.
    static func plainName(type: TypeSyntax, tag: TypeSyntax?, name: String?) -> String {
        name.map(TypeSyntax.capitalized) ?? type.plainName + (tag?.plainName ?? "")
    }
}
