/// A hub's own registrations grouped once for rendering, however many files they go to: each
/// registration's renderer in manifest order, its overload buckets, and both by the manifest
/// file that declares them (a bucket belongs to one file; see `OverloadBuckets`).
struct HubLayout {
    /// One overload bucket: its name (in its protocols' names) and its registrations, in
    /// manifest order.
    struct Bucket {
        var name: OverloadBuckets.Name
        var members: [RegistrationRenderer]
    }

    /// One file's share: the registrations it holds the members of, and their buckets.
    struct Share {
        var registrations: [RegistrationRenderer] = []
        var buckets: [Bucket] = []
    }

    let hub: HubModel
    /// Every own registration, in manifest order; its position is its slot.
    let registrations: [RegistrationRenderer]
    /// Every bucket, in the order of its first member. Imported registrations are in the
    /// declaring hub's buckets, which this hub adopts.
    let buckets: [Bucket]
    /// By manifest file path: its registrations and buckets.
    let byFile: [String: Share]

    init(hub: HubModel) {
        self.hub = hub
        registrations = hub.localRegistrations.enumerated().map { RegistrationRenderer(hub: hub, wired: $0.element, slot: $0.offset) }
        let overloaded = registrations.filter { $0.wired.bucketMember != nil }
        let names = OverloadBuckets.names(of: overloaded.map { $0.wired.bucketMember! })
        var order: [OverloadBuckets.Name] = []
        var members: [OverloadBuckets.Name: [RegistrationRenderer]] = [:]
        for (renderer, name) in zip(overloaded, names) {
            if members[name] == nil { order.append(name) }
            members[name, default: []].append(renderer)
        }
        buckets = order.map { Bucket(name: $0, members: members[$0]!) }
        var byFile: [String: Share] = [:]
        for renderer in registrations {
            byFile[renderer.wired.registration.location.path, default: Share()].registrations.append(renderer)
        }
        for bucket in buckets {
            byFile[bucket.members[0].wired.registration.location.path, default: Share()].buckets.append(bucket)
        }
        self.byFile = byFile
    }

    /// Everything: the share of a file that holds the whole hub.
    var whole: Share { Share(registrations: registrations, buckets: buckets) }

    /// The share of the files in `paths`, in manifest order.
    func share(of paths: Set<String>) -> Share {
        let registrations = registrations.filter { paths.contains($0.wired.registration.location.path) }
        let buckets = buckets.filter { paths.contains($0.members[0].wired.registration.location.path) }
        return Share(registrations: registrations, buckets: buckets)
    }
}
