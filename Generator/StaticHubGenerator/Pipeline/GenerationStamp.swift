/// What a successful run leaves beside its outputs so that the next run with the same
/// arguments can skip its work when nothing it depends on changed: the build plugin runs the
/// generator after every edit of any source of the target, and most edits touch no manifest.
///
/// A run depends on the bytes of the files it parsed, on the other files only through the
/// texts it searched them for (`ReadSet`), on its arguments and release, and on the
/// dependency modules' files (compared by the caller's digest of them). Its warnings are
/// kept, so a skipped run reports them again.
public struct GenerationStamp: Sendable, Equatable {
    /// A digest of the generator's release and the run's arguments.
    public var key: UInt64
    /// A digest of the dependency modules' files, as the caller reads them.
    public var dependencies: UInt64
    /// What the run read of the target's sources.
    public var readSet: ReadSet
    /// The digest of each parsed file's bytes, in `readSet.parsedPaths` order: when they are
    /// the same, the file is not parsed again to compare what the run took from it.
    public var byteDigests: [UInt64]
    /// Every source path of the target, sorted.
    public var paths: [String]
    /// The run's diagnostics as printed (warnings only: a run with errors leaves no stamp).
    public var diagnostics: [String]
    /// The digest of each summary the run read, by module (see `ModuleSurface`).
    public var summaries: [String: UInt64] = [:]
    /// The names the target's manifests mention, when a change to a summary that touches none
    /// of them leaves the run's output as it is (`DependencyChange`); nil when any change
    /// may not.
    public var named: Set<String>?

    /// The stamp of a run over `inputs` that read `readSet` and reported `diagnostics`; nil
    /// when an input could not be read (such a run has an error anyway).
    public init?(key: UInt64, dependencies: UInt64, inputs: [SourceInput], readSet: ReadSet, diagnostics: [String]) {
        let bytes = Self.bytesByPath(inputs)
        guard let bytes else { return nil }
        var digests: [UInt64] = []
        for path in readSet.parsedPaths {
            guard let fileBytes = bytes[path] else { return nil }
            digests.append(StableHash.fnv1a(fileBytes))
        }
        self.init(
            key: key, dependencies: dependencies, readSet: readSet, byteDigests: digests,
            paths: bytes.keys.sorted(), diagnostics: diagnostics
        )
    }

    init(key: UInt64, dependencies: UInt64, readSet: ReadSet, byteDigests: [UInt64], paths: [String], diagnostics: [String]) {
        self.key = key
        self.dependencies = dependencies
        self.readSet = readSet
        self.byteDigests = byteDigests
        self.paths = paths
        self.diagnostics = diagnostics
    }

    /// Whether a run with `key` over `inputs`, whose dependencies digest to `dependencies`,
    /// would produce what the stamped run produced: the same sources, the parsed ones giving
    /// what they gave (unchanged, or parsed again to the same declarations), and none of the
    /// others containing a text the run searched for (nor the generated-file banner, which the
    /// run would report).
    public func isCurrent(key: UInt64, dependencies: UInt64, inputs: [SourceInput]) -> Bool {
        guard key == self.key, dependencies == self.dependencies,
            let bytes = Self.bytesByPath(inputs), bytes.keys.sorted() == paths
        else { return false }
        // A path given twice is parsed twice, and a stamp file may be damaged: never trap on it.
        let parsed = Dictionary(zip(readSet.parsedPaths, zip(byteDigests, readSet.parsedDigests)), uniquingKeysWith: { first, _ in first })
        for (path, fileBytes) in bytes {
            if let (byteDigest, parsedDigest) = parsed[path] {
                guard
                    StableHash.fnv1a(fileBytes) == byteDigest
                        || parsedDigest != nil && ModuleReader.digestOfParsing(path: path, bytes: fileBytes) == parsedDigest
                else { return false }
            } else if fileBytes.starts(with: Vocabulary.generatedFileFirstLine.utf8)
                || readSet.probes.contains(where: fileBytes.containsText)
            {
                return false
            }
        }
        return true
    }

    /// A digest of the dependency modules' files: their names, paths and bytes.
    public static func digest(of dependencies: [ModuleSources]) -> UInt64 {
        var text: [UInt8] = []
        for module in dependencies {
            text += Array(module.name.utf8) + [0]
            for input in module.inputs {
                text += Array(input.path.utf8) + [0]
                if case .bytes(let bytes) = input.contents {
                    text += Array(StableHash.fnv1a(bytes).description.utf8) + [0]
                }
            }
        }
        return StableHash.fnv1a(text)
    }

    private static func bytesByPath(_ inputs: [SourceInput]) -> [String: [UInt8]]? {
        var result: [String: [UInt8]] = [:]
        for input in inputs {
            guard case .bytes(let bytes) = input.contents else { return nil }
            result[input.path] = bytes
        }
        return result
    }
}

// MARK: The stamp file

extension GenerationStamp {
    private static let header = "statichub-stamp 1"

    /// The stamp as the lines of its file.
    public var text: String {
        var lines = [Self.header, "key \(hex(key))", "dependencies \(hex(dependencies))"]
        lines += summaries.keys.sorted().map { "summary \($0) \(hex(summaries[$0]!))" }
        if let named { lines.append((["named"] + named.sorted()).joined(separator: " ")) }
        lines += readSet.probes.map { "probe \($0)" }
        for (index, path) in readSet.parsedPaths.enumerated() {
            lines.append("parsed \(hex(byteDigests[index])) \(readSet.parsedDigests[index].map(hex) ?? "-") \(path)")
        }
        lines += paths.map { "path \($0)" }
        lines += diagnostics.map { "diagnostic \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a stamp file's text; nil when it is not one (another release's, or damaged).
    public init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.popFirst() == Substring(Self.header),
            let key = lines.popFirst().flatMap({ Self.number($0, after: "key ") }),
            let dependencies = lines.popFirst().flatMap({ Self.number($0, after: "dependencies ") })
        else { return nil }
        var readSet = ReadSet()
        var digests: [UInt64] = []
        var paths: [String] = []
        var diagnostics: [String] = []
        var summaries: [String: UInt64] = [:]
        var named: Set<String>?
        for line in lines {
            if let summary = Self.field(line, after: "summary ") {
                let fields = summary.split(separator: " ")
                guard fields.count == 2, let digest = UInt64(fields[1], radix: 16) else { return nil }
                summaries[String(fields[0])] = digest
            } else if line == "named" || line.hasPrefix("named ") {
                named = Set(line.split(separator: " ").dropFirst().map(String.init))
            } else if let probe = Self.field(line, after: "probe ") {
                readSet.probes.append(probe)
            } else if let rest = Self.field(line, after: "parsed ") {
                let fields = rest.split(separator: " ", maxSplits: 2)
                guard fields.count == 3, let byteDigest = UInt64(fields[0], radix: 16),
                    fields[1] == "-" || UInt64(fields[1], radix: 16) != nil
                else {
                    return nil
                }
                let parsedDigest = UInt64(fields[1], radix: 16)
                digests.append(byteDigest)
                readSet.parsedDigests.append(parsedDigest)
                readSet.parsedPaths.append(String(fields[2]))
            } else if let path = Self.field(line, after: "path ") {
                paths.append(path)
            } else if let diagnostic = Self.field(line, after: "diagnostic ") {
                diagnostics.append(diagnostic)
            } else {
                return nil
            }
        }
        self.init(key: key, dependencies: dependencies, readSet: readSet, byteDigests: digests, paths: paths, diagnostics: diagnostics)
        self.summaries = summaries
        self.named = named
    }

    private static func field(_ line: Substring, after prefix: String) -> String? {
        line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
    }

    private static func number(_ line: Substring, after prefix: String) -> UInt64? {
        field(line, after: prefix).flatMap { UInt64($0, radix: 16) }
    }

    private func hex(_ value: UInt64) -> String {
        String(value, radix: 16)
    }
}
