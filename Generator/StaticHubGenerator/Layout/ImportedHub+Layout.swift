/// What an importing hub adopts of an imported hub's layout: the accessors protocols and
/// overload buckets of the registrations it does not rebuild.
extension ImportedHub {
    /// The accessors protocols the importing hub adopts: one per group it does not rebuild.
    var adoptedAccessorGroups: [String] {
        Vocabulary.accessorGroups(bucketMembers.map(\.group)).filter { !rebuiltGroups.contains($0) }
    }

    /// The buckets the importing hub adopts.
    var adoptedBuckets: [OverloadBuckets.Name] { adoptedBuckets(where: { _ in true }) }

    /// What its reach protocol leaves out, which an importer adopting that protocol adopts
    /// beside it: the accessors protocols and buckets of the groups that reach requirements'
    /// defaults (an importer replacing one of those rebuilds them instead).
    var defaultGroupAccessorGroups: [String] { adoptedAccessorGroups.filter { !$0.isEmpty } }
    var defaultGroupBuckets: [OverloadBuckets.Name] { adoptedBuckets(where: { !$0.isEmpty }) }

    private func adoptedBuckets(where includesGroup: (String) -> Bool) -> [OverloadBuckets.Name] {
        OverloadBuckets.declared(for: bucketMembers, grouped: true).filter { !rebuiltGroups.contains($0.group) && includesGroup($0.group) }
            .map(\.name)
    }
}
