/// A hub reached through `HubImport`, as the importing hub's generated code names it.
struct ImportedHub: Sendable {
    /// `NetworkHub`, spelled for generated code.
    let name: String
    /// All its own registrations that have overloads, which decide its overload buckets.
    let bucketMembers: [OverloadMember]
    /// The groups (see `OverloadMember`) of its registrations that the importing hub
    /// builds copies of, replacing a default: their buckets are not adopted.
    let rebuiltGroups: Set<String>
    /// Whether a manifest of the importing hub names it in a `HubImport`.
    let isDirect: Bool

    func with(isDirect: Bool) -> ImportedHub {
        ImportedHub(name: name, bucketMembers: bucketMembers, rebuiltGroups: rebuiltGroups, isDirect: isDirect)
    }

    /// Whether a hub whose imports reach `hubs` adopts them through the reach protocol of each
    /// hub it imports by name (`Hub._Reach`, which inherits what that hub adopts in turn),
    /// rather than naming every hub's protocols itself: when nothing on the way builds its own
    /// copy of an imported registration, so that each reach protocol carries exactly what the
    /// importer adopts. An importer then names only the hubs it imports, and a registration
    /// added further down changes nothing the compiler sees of the importer's dependencies:
    /// Swift's incremental build recompiles an importer's files when a protocol it conforms
    /// to directly gains a member, not when one that protocol inherits does.
    static func adoptsThroughReach(_ hubs: [ImportedHub]) -> Bool {
        hubs.allSatisfy(\.rebuiltGroups.isEmpty)
    }
}
