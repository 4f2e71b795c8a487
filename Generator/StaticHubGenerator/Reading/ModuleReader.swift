/// Which side of the build a module's files are on.
enum ModuleRole: Sendable {
    /// The target the hubs are generated for: its files' problems are reported.
    case target
    /// A module the target depends on, read for the public hubs it exports: its problems are
    /// its own build's to report.
    case dependency
}

/// The first stage: a module's sources in, the files that hold manifests or declare hubs out,
/// parsed; the rest are searched for names only.
enum ModuleReader {
    /// The text every file that can hold a manifest contains.
    static let manifestMarker = "HubRegistration"
    /// The text every manifest's type annotation contains (`[HubRegistration]`): the stricter
    /// pre-filter for dependency modules, whose unannotated lookalikes need no warning here.
    /// It keeps the runtime's registration functions, which every target depends on, unread.
    static let annotatedManifestMarker = "HubRegistration]"
    /// The text every registration call contains (`AutoRegister(`, `Register(`, …).
    static let registrationCallMarker = "Register("

    /// Parses the files of one module that hold manifests, and those that declare its hubs;
    /// says which it parsed and what it searched the others for. A file in `reused` (by path)
    /// is taken from there, as another read of the same sources parsed it.
    static func read(_ inputs: [SourceInput], as role: ModuleRole, reusing reused: [String: ParsedFile] = [:]) -> ReadModule {
        let isTarget = role == .target
        var diagnostics: [Diagnostic] = []
        var parsed: [ParsedFile] = []
        var others: [SourceFile] = []

        for input in inputs.sorted(by: { $0.path < $1.path }) {
            switch input.contents {
            case .unreadable(let reason):
                diagnostics.append(
                    Diagnostic(.ReadingFiles.unreadableFile(reason), at: SourceLocation(path: input.path, line: 1, column: 1)))
            case .bytes(let bytes):
                let source = SourceFile(path: input.path, bytes: bytes)
                if bytes.starts(with: Vocabulary.generatedFileFirstLine.utf8) {
                    // A committed generated file among the sources of a target the build plugin
                    // generates for: both would declare the same members. In a dependency, it
                    // is that module's generated code, which declares no manifest.
                    if isTarget {
                        diagnostics.append(
                            Diagnostic(.ReadingFiles.generatedFileInSources, at: SourceLocation(path: input.path, line: 1, column: 1)))
                    }
                } else if source.contains(isTarget ? manifestMarker : annotatedManifestMarker) {
                    parsed.append(reused[source.path] ?? parse(source, into: &diagnostics))
                } else {
                    others.append(source)
                }
            }
        }

        // A hub, or a type nested in it, may be declared in a file without manifests: read
        // just the files that mention a hub the manifests name. Only a file that may declare
        // a hub no other file declares reports its problems; for the rest, which are read for
        // member types only, they are the compiler's to report.
        let declared = Set(parsed.flatMap(\.typeDeclarations).map(\.qualifiedName))
        let hubs = Set(parsed.flatMap(\.manifests).map(\.hubName))
        let hubNames = hubs.map(\.lastNameComponent)
        let undeclaredHubNames = hubs.subtracting(declared).map(\.lastNameComponent)
        // A file that calls a registration function but never names `HubRegistration` may
        // hold a manifest written without its type: read it for that warning alone.
        var unread: [SourceFile] = []
        for source in others {
            guard hubNames.contains(where: source.contains) || (isTarget && source.contains(registrationCallMarker)) else {
                unread.append(source)
                continue
            }
            var fileDiagnostics: [Diagnostic] = []
            parsed.append(reused[source.path] ?? parse(source, into: &fileDiagnostics))
            if undeclaredHubNames.contains(where: source.contains) {
                diagnostics += fileDiagnostics
            } else {
                diagnostics += fileDiagnostics.filter { $0.severity == .warning }
            }
        }
        let probes = [isTarget ? manifestMarker : annotatedManifestMarker] + (isTarget ? [registrationCallMarker] : []) + hubNames
        return ReadModule(files: parsed, diagnostics: diagnostics, probes: probes, unread: unread, reused: reused)
    }

    /// A digest of what a run takes from `file` (see `ReadSet.parsedDigests`).
    static func digest(_ file: ParsedFile) -> UInt64 {
        StableHash.fnv1a(String(reflecting: file))
    }

    /// The digest of what a run would take from the file with `bytes` at `path`; nil when
    /// they are not UTF-8, which a run reports.
    static func digestOfParsing(path: String, bytes: [UInt8]) -> UInt64? {
        guard firstInvalidUTF8Offset(bytes) == nil else { return nil }
        var ignored: [Diagnostic] = []
        return digest(parse(SourceFile(path: path, bytes: bytes), into: &ignored))
    }

    static func parse(_ source: SourceFile, into diagnostics: inout [Diagnostic]) -> ParsedFile {
        if let offset = firstInvalidUTF8Offset(source.bytes) {
            diagnostics.append(Diagnostic(.ReadingFiles.invalidUTF8, at: source.location(of: offset)))
            return ParsedFile(path: source.path)
        }
        let parsed = FileParser.parse(Lexer.tokenize(source))
        diagnostics += parsed.diagnostics
        return parsed.file
    }
}
