/// What an importing hub adopts of an imported hub's layout: the accessors protocols and
/// overload buckets of the registrations it does not rebuild.
extension ImportedHub {
    /// The accessors protocols the importing hub adopts: one per group it does not rebuild.
    var adoptedAccessorGroups: [String] {
        Vocabulary.accessorGroups(bucketMembers.map(\.group)).filter { !rebuiltGroups.contains($0) }
    }

    /// The buckets the importing hub adopts.
    var adoptedBuckets: [OverloadBuckets.Name] {
        let names = OverloadBuckets.names(of: bucketMembers)
        var seen: Set<OverloadBuckets.Name> = []
        return zip(bucketMembers, names).filter { !rebuiltGroups.contains($0.0.group) && seen.insert($0.1).inserted }.map(\.1)
    }
}
