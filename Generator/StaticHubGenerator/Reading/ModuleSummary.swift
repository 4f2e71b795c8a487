/// What a module's build tells the targets that import its hubs: what the generator reads of a
/// dependency module (its files that hold manifests or declare hubs, parsed; the names its
/// manifests' files declare; its default isolation), so that an importer's build reads this
/// instead of every source of the module, and runs again only when it changes.
///
/// Written by the module's own run (`statichub generate --summary FILE`), read by an importer's
/// (`--dependency MODULE=FILE`). The command line encodes it; a summary of another release or
/// format is an error, never a misread.
public struct ModuleSummary: Codable, Sendable {
    /// The version of the encoding, which the compiler synthesizes: a change to any summarised
    /// record bumps it (`ModuleSummaryFormatTests` pins each format's schema). 2: a
    /// registration's scope is one record. 3: task scopes and `onScopeEnd:`. 4: a
    /// registration's `#if` clauses.
    public static let currentFormat = 4

    public let format: Int
    /// The StaticHub release whose generator wrote it.
    public let release: String
    public let module: String
    public let defaultIsolation: DefaultIsolation
    /// The names the module's manifest files declare (`ReachableModules.typeNames`), sorted.
    let typeNames: [String]
    /// The files a dependency read parses (`ModuleReader.read(_:as: .dependency)`), and those the
    /// interface stage asks that read for.
    let files: [ParsedFile]

    /// A digest of each part of it: of each file it carries, by path, and of the rest (the
    /// module's own fields). A file with a manifest is digested as `encoded` writes the summary
    /// of it alone (the reflection the stamp digests other files by costs more than encoding
    /// thousands of registrations); any other by what a run takes from it (`ModuleReader.digest`).
    /// An edit that changes the summary changes one of these, which the command line records in
    /// the generated files the build plugin makes importers depend on.
    public func partDigests(encoded: (ModuleSummary) -> String) -> (module: UInt64, files: [String: UInt64]) {
        let header = ModuleSummary(
            format: format, release: release, module: module, defaultIsolation: defaultIsolation, typeNames: typeNames, files: [])
        let digests = files.map { file in
            let part = ModuleSummary(
                format: format, release: release, module: module, defaultIsolation: defaultIsolation, typeNames: [], files: [file])
            return (file.path, file.manifests.isEmpty ? ModuleReader.digest(file) : StableHash.fnv1a(encoded(part)))
        }
        return (StableHash.fnv1a(encoded(header)), Dictionary(digests, uniquingKeysWith: { first, _ in first }))
    }

    /// The fields every format keeps, read first so that a summary of another release is
    /// reported as such rather than misread.
    public struct Header: Codable, Sendable {
        public let format: Int
        public let release: String
        public let module: String

        /// The error for a summary at `path` that this generator cannot read; nil when it can.
        public func incompatibility(at path: String) -> Diagnostic? {
            guard format != currentFormat || release != StaticHubRelease.version else { return nil }
            return Diagnostic(
                .ReadingFiles.summaryReleaseMismatch(
                    module: module, written: "\(release) (format \(format))",
                    reading: "\(StaticHubRelease.version) (format \(currentFormat))"),
                at: SourceLocation(path: path, line: 1, column: 1))
        }
    }
}
