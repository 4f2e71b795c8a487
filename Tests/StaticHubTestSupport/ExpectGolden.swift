import Foundation
import Testing

/// Compares `output` with the golden file at `url`, or writes it there in a recording run
/// (`UPDATE_GOLDENS=1`), which records an issue so that it never passes silently.
public func expectGolden(_ output: String, at url: URL, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try output.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("Recorded \(name); run again without UPDATE_GOLDENS to verify.", sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("No golden \(name): record it with UPDATE_GOLDENS=1.", sourceLocation: sourceLocation)
        return
    }
    #expect(
        output == expected, "\(name) differs from its golden (- expected, + generated):\n\(lineDiff(expected: expected, actual: output))",
        sourceLocation: sourceLocation)
}
