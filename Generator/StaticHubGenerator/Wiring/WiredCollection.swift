/// A type's collection as one hub composes it: every element that `CollectionRegister` adds
/// in the hub's manifests and in the hubs it imports, imported ones first.
struct WiredCollection: Sendable {
    let identity: RegistrationIdentity
    /// `AnalyticsSink`: the stem of its generated identifiers.
    let plainName: String
    /// False when the element type is a bare name that may be a protocol from another module
    /// (see `RegistrationFacts.hasPlainMetatype`).
    let hasPlainMetatype: Bool
    let hasPlainTagMetatype: Bool
    /// Its elements, indices into the hub's registrations, in order.
    let elements: [Int]
    /// Everything its elements do besides returning.
    let effects: Effects
    let access: AccessLevel
    /// The other hubs in reach that compose a collection of the type with the same effects:
    /// a mock of this one replaces theirs too.
    let alsoMockedIn: [String]
    /// Where a compiler error in its generated signatures is reported: its first element in
    /// the hub's manifests, else the first parameter that takes it.
    let location: SourceLocation

    /// `resolveAllAnalyticsSink`
    var accessorName: String { "resolveAll" + plainName }

    /// What its key in the mock registries hashes, the same in every hub composing it;
    /// brackets keep it apart from the registrations' names, which are identifiers.
    var mockName: String { "[" + identity.description + "]" }
}
