/// What a module's build tells the targets that import its hubs: what the generator reads of a
/// dependency module (its files that hold manifests or declare hubs, parsed; the names its
/// manifests' files declare; its default isolation), so that an importer's build reads this
/// instead of every source of the module, and runs again only when it changes.
///
/// Written by the module's own run (`statichub generate --summary FILE`), read by an importer's
/// (`--dependency MODULE=FILE`). The command line encodes it; a summary of another release or
/// format is an error, never a misread.
public struct ModuleSummary: Codable, Sendable {
    /// The version of the encoding: a change to any summarised record bumps it.
    public static let currentFormat = 1

    public let format: Int
    /// The StaticHub release whose generator wrote it.
    public let release: String
    public let module: String
    public let defaultIsolation: DefaultIsolation
    /// The names the module's manifest files declare (`ReachableModules.typeNames`), sorted.
    let typeNames: [String]
    /// The files a dependency read parses (`ModuleReader.read(_:as: .dependency)`), in path order.
    let files: [ParsedFile]

    /// The paths of the files it carries.
    public var filePaths: [String] { files.map(\.path) }

    /// This summary with one of its files, or with none (nil): the part that an edit of that
    /// file changes, which the file's generated output records (see the command line).
    public func part(_ path: String?) -> ModuleSummary {
        ModuleSummary(
            format: format, release: release, module: module, defaultIsolation: defaultIsolation,
            typeNames: path == nil ? typeNames : [], files: files.filter { $0.path == path })
    }

    /// The fields every format keeps, read first so that a summary of another release is
    /// reported as such rather than misread.
    public struct Header: Codable, Sendable {
        public let format: Int
        public let release: String
        public let module: String

        /// The error for a summary at `path` that this generator cannot read; nil when it can.
        public func incompatibility(at path: String) -> Diagnostic? {
            guard format != currentFormat || release != GeneratedCode.release else { return nil }
            return Diagnostic(
                .ReadingFiles.summaryReleaseMismatch(
                    module: module, written: "\(release) (format \(format))", reading: "\(GeneratedCode.release) (format \(currentFormat))"),
                at: SourceLocation(path: path, line: 1, column: 1))
        }
    }
}

extension GeneratorPipeline {
    /// The summary of `module` for the targets that import its hubs, and what was read to make
    /// it (for the stamp): the same read as an importer's of the module's sources.
    public static func summary(of module: ModuleSources) -> (summary: ModuleSummary, readSet: ReadSet) {
        let read = ModuleReader.read(module.inputs, as: .dependency)
        let summary = ModuleSummary(
            format: ModuleSummary.currentFormat, release: GeneratedCode.release, module: module.name,
            defaultIsolation: module.defaultIsolation, typeNames: ReachableModules.typeNames(in: module).map(String.init).sorted(),
            files: read.files)
        return (summary, read.readSet)
    }
}
