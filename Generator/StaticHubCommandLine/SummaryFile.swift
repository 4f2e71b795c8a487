import Foundation
import StaticHubGenerator

/// A module's summary on disk (`ModuleSummary`): JSON with sorted keys, so that the same
/// summary is the same bytes and an unchanged one is not rewritten.
///
/// The build plugin does not declare it as an output of the module's command: SwiftPM makes a
/// resource of every output that is not Swift, and a Swift file would be one more file to
/// compile on every edit of a hub. Importers declare the module's generated files as inputs
/// instead, which carry a digest of the part of the summary each stands for
/// (`recordingDigests`), so a changed summary changes one of them, and only then.
enum SummaryFile {
    /// The end of a summary's file name, by which `--dependency` recognises one.
    static let suffix = ".statichub-summary"

    static func text(of summary: ModuleSummary) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding values the generator made cannot fail.
        return String(decoding: (try? encoder.encode(summary)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// `files` (the hub file and the split outputs, by path) with a last line recording the
    /// digest of the summary's part each stands for: a split output, its source's parsed file;
    /// the hub file, what belongs to the module as a whole.
    static func recordingDigests(
        of summary: ModuleSummary, in files: [(path: String, text: String)], hubFile: String,
        splitOutputs: [(source: String, output: String)]
    ) -> [(path: String, text: String)] {
        let sources = Dictionary(splitOutputs.map { ($0.output, $0.source) }, uniquingKeysWith: { first, _ in first })
        let digests = summary.partDigests(encoded: text(of:))
        return files.map { file in
            let digest = file.path == hubFile ? digests.module : sources[file.path].flatMap { digests.files[$0] }
            guard let digest else { return file }
            return (file.path, file.text + "// StaticHub: the summary for importers, \(String(digest, radix: 16))\n")
        }
    }

    /// The end of the name of a summary's surface (`ModuleSurface`), written beside it.
    static let surfaceSuffix = ".statichub-surface"

    static func surfacePath(ofSummary path: String) -> String {
        String(path.dropLast(suffix.count)) + surfaceSuffix
    }

    /// The surface file to write beside the summary written as `text` at `path`: nil when the
    /// summary there is already `text` and its surface says so, else the new surface, which
    /// keeps the one it replaces as its previous version.
    static func surface(of summary: ModuleSummary, text: String, at path: String) -> (path: String, text: String)? {
        let surfacePath = surfacePath(ofSummary: path)
        let existing = FileSystem.readText(surfacePath).flatMap(ModuleSurface.init(text:))
        if let existing, existing.describes(summaryText: text) { return nil }
        // The surface on disk describes the summary being replaced only if that is what is there.
        let replaced = existing.flatMap { surface in FileSystem.readText(path).map(surface.describes(summaryText:)) == true ? surface : nil
        }
        return (surfacePath, ModuleSurface(summary, text: text, replacing: replaced).text)
    }

    /// The texts of the surfaces of the summaries at `paths`; nil when one is missing, so that
    /// the run reads every summary.
    static func surfaces(ofSummaries paths: [String]) -> [String]? {
        var surfaces: [String] = []
        for path in paths {
            guard let surface = FileSystem.readText(surfacePath(ofSummary: path)) else { return nil }
            surfaces.append(surface)
        }
        return surfaces
    }

    /// The digest of the summary each surface describes, by module.
    static func digests(ofSurfaces texts: [String]) -> [String: UInt64] {
        Dictionary(texts.compactMap(ModuleSurface.summaryDigest(inText:)), uniquingKeysWith: { first, _ in first })
    }

    /// The module a summary file describes, or the error that says why it cannot be read.
    static func read(_ path: String) -> Result<ModuleSources, Failure> {
        let file = FileSystem.read(path)
        guard case .bytes(let bytes) = file.contents else {
            if case .unreadable(let reason) = file.contents { return .failure(Failure("\(path):1:1: error: cannot read file: \(reason)")) }
            return .failure(Failure("\(path):1:1: error: cannot read file"))
        }
        let data = Data(bytes)
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(ModuleSummary.Header.self, from: data) else {
            return .failure(Failure("\(path):1:1: error: cannot read file: not a StaticHub module summary"))
        }
        if let incompatibility = header.incompatibility(at: path) { return .failure(Failure(incompatibility.description)) }
        do {
            return .success(ModuleSources(summary: try decoder.decode(ModuleSummary.self, from: data), file: file))
        } catch {
            return .failure(Failure("\(path):1:1: error: cannot read file: not a StaticHub module summary (\(error))"))
        }
    }

    struct Failure: Error {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
