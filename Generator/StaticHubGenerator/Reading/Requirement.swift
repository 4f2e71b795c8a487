/// A `HubRequirement(T.self)` element of a manifest: a type the hub's registrations may
/// depend on that every hub importing it provides.
struct Requirement: Sendable, Codable {
    static let functionName = "HubRequirement"

    /// The required type; in the normal form (see `TypeNormalizer`) once the hub is built.
    let type: TypeSyntax
    let tag: TypeSyntax?
    /// The required type's token.
    let location: SourceLocation
    /// Whether it has a default (`default:`), registered beside it, which an importing hub
    /// may replace by registering the type.
    let hasDefault: Bool

    init(type: TypeSyntax, tag: TypeSyntax?, location: SourceLocation, hasDefault: Bool = false) {
        self.type = type
        self.tag = tag
        self.location = location
        self.hasDefault = hasDefault
    }

    var identity: RegistrationIdentity { RegistrationIdentity(type: type, tag: tag) }
}
