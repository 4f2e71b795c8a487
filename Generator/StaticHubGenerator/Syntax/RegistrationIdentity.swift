/// What makes two registrations the same, and what a dependency must match: the registered
/// type in its normal form (see `TypeNormalizer`). Computed once, before wiring; every check
/// (missing, duplicate, cycle) and every key derived from a registration uses it. With a tag,
/// the tag's type in its normal form joins it: one type may be registered once per tag.
struct RegistrationIdentity: Hashable, Sendable, CustomStringConvertible {
    let type: TypeSyntax
    let tag: TypeSyntax?

    /// As messages show it: `any Clock`, or `any PaymentProcessor (tag: Stripe)`.
    var description: String { type.spelling + (tag.map { " (tag: \($0.spelling))" } ?? "") }

    /// As the manifest requires it: `(any Clock).self`, or `(any PaymentProcessor).self, tag: Stripe.self`.
    var parameterArguments: String { type.metatypeExpression + (tag.map { ", tag: " + $0.metatypeExpression } ?? "") }
}
