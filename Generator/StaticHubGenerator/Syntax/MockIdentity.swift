/// Which registration a mock of a type replaces, as every hub that builds the type names it:
/// the declaring hub and the registration's name there. A hub's own registration is its own
/// identity; a copy built from an open registration, and a registration that replaces a
/// requirement's default, take the original's, so a mock set through either hub reaches both.
struct MockIdentity: Hashable, Sendable {
    /// The declaring hub, spelled for generated code: `ToolsHub`.
    let hubName: String
    /// The stem of its key (`RegistrationFacts.plainName` there).
    let mockName: String
}
