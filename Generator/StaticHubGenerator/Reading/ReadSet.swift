/// What the generator read of a target's sources: the files it parsed and what it took from
/// them, and the texts it searched the others for. The others' contents mattered only through those searches, so
/// a later run whose parsed files are the same and whose other files still contain none of
/// the texts would produce the same output (`GenerationStamp`).
public struct ReadSet: Sendable, Equatable {
    /// The paths of the files parsed, in path order.
    public var parsedPaths: [String] = []
    /// For each parsed file without a manifest, in the same order, a digest of what the run
    /// took from it (its declarations, imports and findings, with their positions): an edit
    /// inside a function body of a file read for a hub's declaration leaves it as it was. Nil
    /// for a file with a manifest, which is compared by its bytes (a digest of thousands of
    /// registrations would cost the run more than it saves).
    public var parsedDigests: [UInt64?] = []
    /// The texts every other file was found not to contain, sorted.
    public var probes: [String] = []
}

extension ReadSet {
    /// The read set of a read that parsed `parsed` and searched the other files for `probes`.
    init(parsed: [ParsedFile], probes: [String]) {
        let byPath = parsed.sorted { $0.path < $1.path }
        self.init(
            parsedPaths: byPath.map(\.path), parsedDigests: byPath.map { $0.manifests.isEmpty ? ModuleReader.digest($0) : nil },
            probes: Array(Set(probes)).sorted())
    }

    /// What two reads of the same sources read together, for one stamp: a file either parsed is
    /// compared by its bytes (a digest of what one read took would not vouch for the other).
    public func merging(_ other: ReadSet) -> ReadSet {
        var paths = Set(parsedPaths)
        var merged = self
        for path in other.parsedPaths where paths.insert(path).inserted {
            merged.parsedPaths.append(path)
            merged.parsedDigests.append(nil)
        }
        for (index, path) in merged.parsedPaths.enumerated() where other.parsedPaths.contains(path) {
            merged.parsedDigests[index] = nil
        }
        let order = merged.parsedPaths.indices.sorted { merged.parsedPaths[$0] < merged.parsedPaths[$1] }
        merged.parsedPaths = order.map { merged.parsedPaths[$0] }
        merged.parsedDigests = order.map { merged.parsedDigests[$0] }
        merged.probes = Array(Set(probes + other.probes)).sorted()
        return merged
    }
}
