/// What makes two registrations the same, and what a dependency must match: the registered
/// type in its normal form (see `TypeNormalizer`). Computed once, before wiring; every check
/// (missing, duplicate, cycle) and every key derived from a registration uses it. A tag will
/// join the type here.
struct RegistrationIdentity: Hashable, Sendable, CustomStringConvertible {
    var type: TypeSyntax

    /// The type's canonical spelling, as messages show it: `any Clock`.
    var description: String { type.spelling }
}
