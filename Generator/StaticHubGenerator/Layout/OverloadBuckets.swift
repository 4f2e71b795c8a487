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
///
/// A hub that other hubs import has one set of buckets for all its manifest files instead.
/// Importers adopt the buckets through the hub's `_Reach`, and Swift recompiles a file when a
/// protocol in its conformances gains an inherited protocol (not when one gains a member): a
/// bucket per file would make a new manifest file in a library recompile every module above
/// it. A lifetime flip then recompiles the hub's other generated files. (Four sets, by a hash
/// of the file names, all declared, made a 30-module chain's clean build 114.9 s against
/// 69.2 s with one: an importer inherits every hub's buckets below it.)
enum OverloadBuckets {
    typealias Member = OverloadMember

    /// A bucket's name within its hub: the manifest file's name and a number, `Clock_0`, or
    /// for a hub others import, `All_0`.
    typealias Name = String

    private static let targetSize = 64

    /// The key of every file of a hub others import.
    private static let sharedKey = "All"

    /// The bucket of each member, in order; `grouped` for a hub others import.
    static func names(of members: [Member], grouped: Bool) -> [Name] {
        let paths = Set(members.map(\.path))
        let keys = grouped ? Dictionary(uniqueKeysWithValues: paths.map { ($0, sharedKey) }) : fileKeys(paths)
        var counts: [String: Int] = [:]
        for member in members { counts[keys[member.path]! + "/" + member.group, default: 0] += 1 }
        return members.map { member in
            let group = member.group.isEmpty ? "" : member.group + "_"
            let count = bucketCount(counts[keys[member.path]! + "/" + member.group]!)
            return "\(keys[member.path]!)_\(group)\(StableHash.fnv1a(member.identity) % UInt64(count))"
        }
    }

    /// Every bucket the hub declares, with the group (see `OverloadMember.group`) of its
    /// registrations: those its members fall in, in the order of the first; for a hub others
    /// import, every plain bucket, empty ones too (one at least), then the other groups'.
    static func declared(for members: [Member], grouped: Bool) -> [(name: Name, group: String)] {
        let names = names(of: members, grouped: grouped)
        var seen: Set<Name> = []
        let used = zip(names, members).filter { seen.insert($0.0).inserted }.map { (name: $0.0, group: $0.1.group) }
        guard grouped else { return used }
        let plain = (0..<bucketCount(members.filter(\.group.isEmpty).count)).map { (name: "\(sharedKey)_\($0)", group: "") }
        return plain + used.filter { !$0.group.isEmpty }.sorted { $0.name < $1.name }
    }

    private static func bucketCount(_ members: Int) -> Int {
        var count = 1
        while count * targetSize < members { count *= 2 }
        return count
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
