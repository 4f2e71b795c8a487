import Foundation
import StaticHubTestSupport
import Testing

/// The README's Getting started is an app a newcomer pastes: its Swift blocks are files
/// (`Package.swift` by its tools-version line, a source by the path in its first line; see
/// `DocumentationFiles`). They are written out as they are, built with the real build plugin
/// and run, and the app must print what the README says it prints.
@Suite("README")
struct ReadmeTests {
    @Test("The Getting started builds as written and prints what the README says")
    func gettingStarted() throws {
        let readme = try String(contentsOf: Fixtures.packageDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "\n## Getting started\n")).upperBound
        let end = readme.range(of: "\n## ", range: start..<readme.endIndex)?.lowerBound ?? readme.endIndex
        let section = readme[start..<end]

        let package = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: package) }
        let files = try #require(
            DocumentationFiles.pointingAtThisCheckout(DocumentationFiles.files(in: section)),
            "the Package.swift block no longer depends on StaticHub's release")
        try DocumentationFiles.write(files, into: package)
        let written = files.map(\.path)
        #expect(written.contains("Package.swift") && written.contains("Sources/MyApp/main.swift"), "\(written)")

        let build = try Toolchain.swiftBuild(in: package)
        try #require(build.status == 0, "\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")
        let run = try Toolchain.run(package.appendingPathComponent(".build/debug/MyApp").path, [])
        #expect(run.status == 0)

        // "`swift run` prints `…` and `…`.": the lines in backticks, up to the sentence's end.
        let claim = try #require(section.range(of: "`swift run` prints ")).upperBound
        let sentenceEnd = try #require(section.range(of: "`.\n", range: claim..<section.endIndex)).lowerBound
        let expected = section[claim...sentenceEnd].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        #expect(expected.count == 2)
        #expect(run.output == expected.joined(separator: "\n") + "\n", "\(run.output)")
    }
}
