/// Which overload bucket each of a hub's registrations falls in (see `HubRenderer` for why
/// buckets exist). A hub importing another adopts that hub's bucket protocols, so both sides
/// compute them here, from the declaring hub's own registrations.
///
/// Each manifest file has buckets of its own. Flipping a registration between lifetimes
/// changes its overloads (`mock(_:factory:)` becomes `mock(_:singleton:)`), and Swift's
/// incremental build recompiles every file that declares members in the same protocol; with
/// buckets shared by the hub's files, that was every generated file of the target.
///
/// Within a file, by a stable hash of the identity, so that adding a registration moves no
/// other one between buckets (a committed file's diff stays small); the count is the least
/// power of two that leaves at most 64 registrations per bucket on average, the size √N
/// buckets had at 2,000 registrations. On the build-cost benchmark's 2,000-registration app,
/// buckets of 16 or 256 made the job that emits the module slower.
enum OverloadBuckets {
    typealias Member = OverloadMember

    /// A bucket's name within its hub: the manifest file's name and a number, `Clock_0`.
    typealias Name = String

    private static let targetSize = 64

    /// The bucket of each member, in order.
    static func names(of members: [Member]) -> [Name] {
        let keys = fileKeys(Set(members.map(\.path)))
        var counts: [String: Int] = [:]
        for member in members { counts[member.path + "/" + member.group, default: 0] += 1 }
        return members.map { member in
            var bucketCount = 1
            while bucketCount * targetSize < counts[member.path + "/" + member.group]! { bucketCount *= 2 }
            let group = member.group.isEmpty ? "" : member.group + "_"
            return "\(keys[member.path]!)_\(group)\(StableHash.fnv1a(member.identity) % UInt64(bucketCount))"
        }
    }

    /// An identifier for each file: its name without `.swift`, other characters than letters
    /// and digits replaced by `_`, numbered in path order where two files' names agree. Paths
    /// differ between the declaring module and an importer, but the names and their order
    /// within one module's folder do not.
    private static func fileKeys(_ paths: Set<String>) -> [String: String] {
        var keys: [String: String] = [:]
        var used: Set<String> = []
        for path in paths.sorted() {
            var name = String(path.split(separator: "/").last ?? "")
            if name.hasSuffix(".swift") { name.removeLast(".swift".count) }
            let base = String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            var key = base
            var number = 2
            while !used.insert(key).inserted {
                key = "\(base)\(number)"
                number += 1
            }
            keys[path] = key
        }
        return keys
    }
}
