/// A `HubRequirement(T.self)` element of a manifest: a type the hub's registrations may
/// depend on that every hub importing it provides.
struct Requirement: Sendable {
    static let functionName = "HubRequirement"

    /// The required type; in the normal form (see `TypeNormalizer`) once the hub is built.
    var type: TypeSyntax
    var tag: TypeSyntax?
    /// The required type's token.
    var location: SourceLocation
    /// Whether it has a default (`default:`), registered beside it, which an importing hub
    /// may replace by registering the type.
    var hasDefault = false

    var identity: RegistrationIdentity { RegistrationIdentity(type: type, tag: tag) }
}
