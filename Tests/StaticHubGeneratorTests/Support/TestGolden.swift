import Foundation
import Testing

/// Whole-file goldens for a unit test's generated output: `TestGoldens/<Suite>/<test>.swift`
/// (`<test>-<variant>.<fileExtension>` for a test with several, or for a graph),
/// named from the calling file and test, and written by the same recording run as the
/// case goldens:
///
///     UPDATE_GOLDENS=1 swift test --filter StaticHubGeneratorTests
///
/// A recording run fails on purpose, so it can never pass silently.
func expectGolden(
    _ output: String,
    _ variant: String? = nil,
    fileExtension: String = "swift",
    fileID: String = #fileID,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let suite = String(fileID.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: "")
    let test = String(function.prefix { $0 != "(" }) + (variant.map { "-" + $0 } ?? "")
    let directory = Fixtures.testsDirectory.appendingPathComponent("TestGoldens").appendingPathComponent(suite)
    let name = test + "." + fileExtension
    try expectGolden(
        output, at: directory.appendingPathComponent(name), named: "TestGoldens/\(suite)/\(name)", sourceLocation: sourceLocation)
}

/// Compares `output` with the golden file at `url`, or writes it there in a recording run
/// (`UPDATE_GOLDENS=1`), which records an issue so that it never passes silently.
func expectGolden(_ output: String, at url: URL, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
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
