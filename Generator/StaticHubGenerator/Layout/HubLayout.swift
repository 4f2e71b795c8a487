/// The layout stage: a hub's own registrations grouped once, however many files they go to.
/// Each has a slot (its position in manifest order); the layout holds the hub's overload
/// buckets and, by the manifest file that declares them, each file's share of registrations
/// and buckets (a bucket belongs to one file; see `OverloadBuckets`). Rendering reads it.
struct HubLayout {
    /// One overload bucket: its name (in its protocols' names) and the slots of its
    /// registrations, in manifest order.
    struct Bucket {
        let name: OverloadBuckets.Name
        let slots: [Int]
    }

    /// One file's share: the slots of the registrations it holds the members of, and their
    /// buckets.
    struct Share {
        let slots: [Int]
        let buckets: [Bucket]

        /// The share of a file that declares no registration.
        static let empty = Share(slots: [], buckets: [])
    }

    let hub: HubModel
    /// Every own registration, in manifest order; its position is its slot.
    let registrations: [WiredRegistration]
    /// Every bucket, in the order of its first member. Imported registrations are in the
    /// declaring hub's buckets, which this hub adopts.
    let buckets: [Bucket]
    /// By manifest file path: its registrations and buckets.
    let byFile: [String: Share]

    init(hub: HubModel) {
        self.hub = hub
        let registrations = hub.localRegistrations
        self.registrations = registrations
        let overloaded = registrations.indices.filter { registrations[$0].bucketMember != nil }
        let names = OverloadBuckets.names(of: overloaded.map { registrations[$0].bucketMember! })
        var order: [OverloadBuckets.Name] = []
        var slots: [OverloadBuckets.Name: [Int]] = [:]
        for (slot, name) in zip(overloaded, names) {
            if slots[name] == nil { order.append(name) }
            slots[name, default: []].append(slot)
        }
        let buckets = order.map { Bucket(name: $0, slots: slots[$0]!) }
        self.buckets = buckets
        // A bucket's file is its first registration's, so every file with a bucket has slots.
        let slotsByFile = Dictionary(grouping: registrations.indices) { registrations[$0].registration.location.path }
        let bucketsByFile = Dictionary(grouping: buckets) { registrations[$0.slots[0]].registration.location.path }
        var byFile: [String: Share] = [:]
        for (path, slots) in slotsByFile {
            byFile[path] = Share(slots: slots, buckets: bucketsByFile[path] ?? [])
        }
        self.byFile = byFile
    }

    /// Everything: the share of a file that holds the whole hub.
    var whole: Share { Share(slots: Array(registrations.indices), buckets: buckets) }

    /// The share of the files in `paths`, in manifest order.
    func share(of paths: Set<String>) -> Share {
        func isIn(_ slot: Int) -> Bool { paths.contains(registrations[slot].registration.location.path) }
        return Share(slots: registrations.indices.filter(isIn), buckets: buckets.filter { isIn($0.slots[0]) })
    }
}
