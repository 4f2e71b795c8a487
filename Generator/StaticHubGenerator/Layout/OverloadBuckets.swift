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
/// A hub that other hubs import has a fixed set of buckets instead: its manifest files fall,
/// by a hash of their names, into `fileGroups` groups, and every group's buckets are declared,
/// empty or not. Importers adopt the buckets through the hub's `_Reach`, and Swift recompiles
/// a file when a protocol in its conformances gains an inherited protocol (not when one gains
/// a member): a bucket per file would make a new manifest file in a library recompile every
/// module above it. A lifetime flip then recompiles the generated files of its group's files.
enum OverloadBuckets {
    typealias Member = OverloadMember

    /// A bucket's name within its hub: the manifest file's name and a number, `Clock_0`, or
    /// for a hub others import, its file group and a number, `Files2_0`.
    typealias Name = String

    private static let targetSize = 64

    /// The groups an imported hub's manifest files fall into.
    static let fileGroups = 4

    /// The bucket of each member, in order; `grouped` for a hub others import.
    static func names(of members: [Member], grouped: Bool) -> [Name] {
        let keys = grouped ? groupKeys(Set(members.map(\.path))) : fileKeys(Set(members.map(\.path)))
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
    /// import, every file group's plain buckets, empty ones too, then the other groups'.
    static func declared(for members: [Member], grouped: Bool) -> [(name: Name, group: String)] {
        let names = names(of: members, grouped: grouped)
        var seen: Set<Name> = []
        let used = zip(names, members).filter { seen.insert($0.0).inserted }.map { (name: $0.0, group: $0.1.group) }
        guard grouped else { return used }
        var counts: [Int: Int] = [:]
        let keys = groupKeys(Set(members.map(\.path)))
        for member in members where member.group.isEmpty { counts[groupNumber(keys[member.path]!), default: 0] += 1 }
        let plain = (0..<fileGroups).flatMap { group in
            (0..<bucketCount(counts[group] ?? 0)).map { (name: "\(groupKey(group))_\($0)", group: "") }
        }
        return plain + used.filter { !$0.group.isEmpty }.sorted { $0.name < $1.name }
    }

    private static func bucketCount(_ members: Int) -> Int {
        var count = 1
        while count * targetSize < members { count *= 2 }
        return count
    }

    private static func groupKey(_ group: Int) -> String { "Files\(group)" }
    private static func groupNumber(_ key: String) -> Int { Int(key.dropFirst("Files".count))! }

    /// The file group of each path, by its file name (the same in the declaring module and an importer).
    private static func groupKeys(_ paths: Set<String>) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: paths.map { path in
                (path, groupKey(Int(StableHash.fnv1a(String(path.split(separator: "/").last ?? "")) % UInt64(fileGroups))))
            })
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
