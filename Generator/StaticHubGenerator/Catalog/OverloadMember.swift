/// A registration as overload bucketing sees it (see `OverloadBuckets`): the manifest file
/// that declares it, its identity, and its group. The model keeps it for the registrations of
/// imported hubs, whose buckets the importing hub adopts.
struct OverloadMember: Sendable {
    let path: String
    let identity: String
    /// Empty, or for a registration that reaches requirements with defaults, a name for
    /// them (`RequiringLogger`): such registrations have buckets of their own, which an
    /// importing hub that replaces one of the defaults does not adopt, since it declares
    /// the same overloads for its own copies.
    let group: String
}
