import Foundation
import StaticHubTestSupport
import Testing

/// In a release build a resolve must be exactly the initializer chain: every line of
/// generated code that touches mocks has to be in the `DEBUG` branch of an `#if DEBUG`.
@Suite("Release builds carry no mock code")
struct ReleaseBuildTests {
    static let mockMarkers = ["_mocks", "HubMock", "withMocks", "func mock(", "Mocks", "resetMocks"]

    /// The lines of `text` that a build without `DEBUG` compiles, without line directives.
    static func releaseLines(of text: String) -> [Substring] {
        // One entry per open `#if`: whether its current branch is compiled without DEBUG.
        var branches: [Bool] = []
        var isDebugBlock: [Bool] = []
        var lines: [Substring] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                let isDebug = trimmed == "#if DEBUG"
                isDebugBlock.append(isDebug)
                branches.append(!isDebug)
            } else if trimmed == "#else", let isDebug = isDebugBlock.last {
                branches[branches.count - 1] = isDebug
            } else if trimmed == "#endif" {
                branches.removeLast()
                isDebugBlock.removeLast()
            } else if branches.allSatisfy({ $0 }), !trimmed.hasPrefix("#sourceLocation") {
                lines.append(line)
            }
        }
        return lines
    }

    @Test("No golden output names mock machinery outside #if DEBUG", arguments: GoldenTests.cases)
    func noMockCodeInRelease(_ name: String) throws {
        let url = Fixtures.goldensDirectory.appendingPathComponent(name).appendingPathComponent(GoldenTests.expectedFileName)
        let release = Self.releaseLines(of: try String(contentsOf: url, encoding: .utf8))
        let offending = release.filter { line in Self.mockMarkers.contains { line.contains($0) } }
        #expect(offending.isEmpty, "\(name): \(offending)")
    }

    @Test("A release singleton resolve returns the stored instance; a transient one calls the factory")
    func releaseResolveBodies() throws {
        let url = Fixtures.goldensDirectory.appendingPathComponent("SingletonRegister").appendingPathComponent(GoldenTests.expectedFileName)
        let release = Self.releaseLines(of: try String(contentsOf: url, encoding: .utf8)).joined(separator: "\n")
        #expect(
            release.contains(
                """
                    @inline(__always) static func resolveClock() -> any Clock {
                        return _sharedClock
                    }
                """))
        #expect(
            release.contains(
                """
                    private static let _sharedClock: any Clock = _makeClock()
                """))
    }
}
