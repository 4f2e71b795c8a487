import Foundation
import StaticHubTestSupport
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
