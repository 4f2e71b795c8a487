/// One registration read from a manifest, with the source positions diagnostics need.
struct Registration: Sendable {
    struct Parameter: Sendable {
        /// How the manifest asks for the argument; wiring turns it into a `WiredParameter.Source`.
        enum Form: Sendable {
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

        var form: Form
        var type: TypeSyntax
        /// `Stripe` in `.resolved(T.self, tag: Stripe.self)`.
        var tag: TypeSyntax?
        /// The factory's argument label for this parameter; nil when unlabelled.
        var label: String?
        var location: SourceLocation

        /// The registration a resolved parameter requires (for `.collection`, the elements'
        /// identity); meaningful once types are normalised.
        var requiredIdentity: RegistrationIdentity { RegistrationIdentity(type: type, tag: tag) }
    }

    /// The factory expression, copied verbatim into generated code.
    struct Factory: Sendable {
        var text: String
        var location: SourceLocation
        /// For a compound name such as `AppContext.init(boot:theme:)`, the part before its
        /// argument labels (`AppContext.init`), so generated code can call it directly.
        var compoundNameBase: String?
    }

    /// The most parameter types a registration may declare: the runtime's registration
    /// functions take up to 10 with overloads of their own and longer lists through a pack
    /// (`Scripts/generate-registration-functions`); end-to-end tests register this many.
    static let maximumParameterCount = 30
    /// The most dependencies a scope input's `default:` takes: the manifest DSL has an
    /// overload for each count up to it, and a default seldom needs more.
    static let maximumInputDefaultParameterCount = 4

    var kind: RegistrationKind
    /// The registration function's name token.
    var location: SourceLocation
    var hubName: String
    /// The registered type; in the normal form (see `TypeNormalizer`) once the hub is built.
    var registeredType: TypeSyntax
    /// The registered type as the manifest writes it, which generated names are derived from.
    var writtenType: TypeSyntax
    var registeredTypeLocation: SourceLocation
    /// `Stripe` in `tag: Stripe.self`: one registration of the type among several.
    var tag: TypeSyntax?
    /// The tag as the manifest writes it, which generated names are derived from.
    var writtenTag: TypeSyntax?
    var parameters: [Parameter]
    var factory: Factory
    /// Overrides the plain type name in generated identifiers (`name: "theme"`).
    var nameOverride: String?
    /// `UserSession` in `scope: UserSession.self`, for a `ScopedRegister`; and where it is written.
    var scope: (type: TypeSyntax, location: SourceLocation)?
    /// What `effects:` declares the factory does, and the actor `isolation:` runs it on; its
    /// dependencies may add more.
    var declaredEffects = Effects.none
    /// The value of `effects:`, where a factory that does less than it declares is reported.
    var effectsLocation: SourceLocation?
    /// `mustMockInTests: true`: a test process that would make it for real stops instead (a
    /// live service no test should reach).
    var mustMockInTests = false

    /// Who this registration is; meaningful once the types are normalised.
    var identity: RegistrationIdentity { RegistrationIdentity(type: registeredType, tag: tag) }

    /// A scope input with `default:`, which makes its value until the scope's first start.
    var hasInputDefault: Bool { kind.isScopeInput && !factory.text.isEmpty }

    var explicitParameters: [Parameter] {
        parameters.filter { $0.form == .explicit }
    }

    /// Puts the registered and parameter types in the normal form every match uses.
    /// Generated names keep the manifest's spelling.
    mutating func normalizeTypes(with normalizer: TypeNormalizer) {
        registeredType = normalizer.normalized(registeredType)
        tag = tag.map(normalizer.normalized)
        if let scope { self.scope = (normalizer.normalized(scope.type), scope.location) }
        for index in parameters.indices {
            parameters[index].type = normalizer.normalized(parameters[index].type)
            parameters[index].tag = parameters[index].tag.map(normalizer.normalized)
        }
        declaredEffects.isolation = declaredEffects.isolation.map(normalizer.normalized)
        if let thrownType = declaredEffects.thrownType {
            declaredEffects.throwing = .typed(normalizer.normalized(thrownType))
        }
    }

    /// `ThemeProtocol` for `(any ThemeProtocol)`, `PaymentProcessorStripe` with `tag: Stripe.self`,
    /// or the `name:` override.
    var plainName: String {
        nameOverride.map(TypeSyntax.capitalized) ?? writtenType.plainName + (writtenTag?.plainName ?? "")
    }
}
