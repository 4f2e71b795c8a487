/// The layout stage: a hub's own registrations grouped once, however many files they go to.
/// Each has a slot (its position in manifest order); the layout holds the hub's overload
/// buckets and, by the manifest file that declares them, each file's share of registrations
/// and buckets (a file holds its registrations' members of each bucket; see `OverloadBuckets`).
/// Rendering reads it.
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
    /// Every bucket it declares (`OverloadBuckets.declared`), empty ones too. Imported
    /// registrations are in the declaring hub's buckets, which this hub adopts.
    let buckets: [Bucket]
    /// By manifest file path: its registrations and buckets.
    let byFile: [String: Share]

    init(hub: HubModel) {
        self.hub = hub
        let registrations = hub.localRegistrations
        self.registrations = registrations
        let overloaded = registrations.indices.filter { registrations[$0].bucketMember != nil }
        let members = overloaded.map { registrations[$0].bucketMember! }
        let names = OverloadBuckets.names(of: members, grouped: hub.isImportable)
        var slots: [OverloadBuckets.Name: [Int]] = [:]
        for (slot, name) in zip(overloaded, names) {
            slots[name, default: []].append(slot)
        }
        let buckets = OverloadBuckets.declared(for: members, grouped: hub.isImportable).map {
            Bucket(name: $0.name, slots: slots[$0.name] ?? [])
        }
        self.buckets = buckets
        var byFile: [String: Share] = [:]
        for (path, slots) in Dictionary(grouping: registrations.indices, by: { registrations[$0].registration.location.path }) {
            byFile[path] = Self.share(of: Set(slots), in: buckets)
        }
        self.byFile = byFile
    }

    /// The share holding `slots`: each bucket with those of its registrations, empty ones left out.
    private static func share(of slots: Set<Int>, in buckets: [Bucket]) -> Share {
        Share(
            slots: slots.sorted(),
            buckets: buckets.compactMap { bucket in
                let held = bucket.slots.filter(slots.contains)
                return held.isEmpty ? nil : Bucket(name: bucket.name, slots: held)
            })
    }

    /// Everything: the share of a file that holds the whole hub.
    var whole: Share { Self.share(of: Set(registrations.indices), in: buckets) }

    /// The share of the files in `paths`, in manifest order.
    func share(of paths: Set<String>) -> Share {
        Self.share(of: Set(registrations.indices.filter { paths.contains(registrations[$0].registration.location.path) }), in: buckets)
    }
}
