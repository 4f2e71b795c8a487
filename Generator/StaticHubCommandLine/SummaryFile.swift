import Foundation
import StaticHubGenerator

/// A module's summary on disk (`ModuleSummary`): one line of JSON with sorted keys, so that the
/// same summary is the same bytes and an unchanged one is not rewritten, which would run its
/// importers' builds again.
///
/// The line is a comment of a Swift file: a build plugin's output that is not Swift becomes a
/// resource of the module (a bundle of its own, under both build systems), and a file of
/// comments compiles to nothing.
enum SummaryFile {
    /// The end of a summary's file name, by which `--dependency` recognises one.
    static let suffix = ".statichub-summary.swift"
    private static let header =
        "// The summary of this module's hubs that StaticHub's generator reads for the modules importing them. Do not edit.\n"
    private static let linePrefix = "// "

    static func text(of summary: ModuleSummary) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding values the generator made cannot fail; JSON escapes every line break.
        let data = (try? encoder.encode(summary)) ?? Data()
        return header + linePrefix + String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The module a summary file describes, or the error that says why it cannot be read.
    static func read(_ path: String) -> Result<ModuleSources, Failure> {
        let file = FileSystem.read(path)
        guard case .bytes(let bytes) = file.contents else {
            if case .unreadable(let reason) = file.contents { return .failure(Failure("\(path):1:1: error: cannot read file: \(reason)")) }
            return .failure(Failure("\(path):1:1: error: cannot read file"))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let json = text.split(separator: "\n").last { $0.hasPrefix(linePrefix + "{") }?.dropFirst(linePrefix.count) ?? ""
        let data = Data(json.utf8)
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
