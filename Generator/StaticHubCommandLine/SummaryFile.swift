import Foundation
import StaticHubGenerator

/// A module's summary on disk (`ModuleSummary`): JSON with sorted keys, so that the same
/// summary is the same bytes and an unchanged one is not rewritten, which would run its
/// importers' builds again.
enum SummaryFile {
    /// The extension `--dependency` recognises a summary by.
    static let pathExtension = "statichub-summary"

    static func text(of summary: ModuleSummary) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding values the generator made cannot fail.
        let data = (try? encoder.encode(summary)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
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
