import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubCommandLine
@testable import StaticHubGenerator

/// A module's summary stands for its sources: an importer's generated code is the same bytes
/// whether it read the summaries its dependencies' runs wrote or their sources, on the
/// repository's own apps of several modules; and a summary is rewritten only when it changes.
@Suite("Hub summaries")
struct SummaryTests {
    /// Modules in build order, each with its folder and the modules it depends on (all of them,
    /// as the build plugin passes them), and the package manifest that gives their isolation.
    struct App: CustomTestStringConvertible, Sendable {
        let name: String
        let modules: [(name: String, folder: String, dependencies: [String])]
        var packageManifest: String?

        var testDescription: String { name }
    }

    static let apps: [App] = [
        App(
            name: "end-to-end modules",
            modules: [
                ("EndToEndPublicHub", "Tests/EndToEndPublicHub", []),
                ("EndToEndFeatureHub", "Tests/EndToEndFeatureHub", ["EndToEndPublicHub"]),
                ("EndToEndModulesTests", "Tests/EndToEndModulesTests", ["EndToEndFeatureHub", "EndToEndPublicHub"]),
                ("EndToEndTests", "Tests/EndToEndTests", ["EndToEndPublicHub"])
            ]),
        App(name: "the example", modules: [("ExampleCore", "Sources/ExampleCore", []), ("Example", "Sources/Example", ["ExampleCore"])]),
        App(
            name: "Xcode's defaults, hubs across both",
            modules: [
                ("ServiceKit", "Tests/Fixtures/XcodeDefaults/Sources/ServiceKit", []),
                ("FeatureKit", "Tests/Fixtures/XcodeDefaults/Sources/FeatureKit", ["ServiceKit"]),
                ("App", "Tests/Fixtures/XcodeDefaults/Sources/App", ["FeatureKit", "ServiceKit"]),
                ("ToolKit", "Tests/Fixtures/XcodeDefaults/Sources/ToolKit", ["FeatureKit", "ServiceKit"])
            ],
            packageManifest: "Tests/Fixtures/XcodeDefaults/Package.swift")
    ]

    @Test("An importer's output from its dependencies' summaries is its output from their sources", arguments: apps)
    func summariesStandForSources(_ app: App) throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = Fixtures.packageDirectory.path
        for module in app.modules {
            let manifests = ([module.name] + module.dependencies).flatMap { name in
                app.packageManifest.map { ["--package-manifest", "\(name)=\(root)/\($0)"] } ?? []
            }
            let fromSources = directory.appendingPathComponent("\(module.name).sources.swift").path
            let fromSummaries = directory.appendingPathComponent("\(module.name).summaries.swift").path
            let sources = CommandLineRun(
                ["generate", "--output", fromSources, "--module", module.name] + manifests
                    + module.dependencies.flatMap { name in
                        ["--dependency", "\(name)=\(root)/\(app.modules.first { $0.name == name }!.folder)"]
                    } + ["\(root)/\(module.folder)"])
            #expect(sources.status == 0, "\(sources.standardError)")
            let summaries = CommandLineRun(
                ["generate", "--output", fromSummaries, "--module", module.name, "--summary", Self.summaryPath(module.name, in: directory)]
                    + manifests + module.dependencies.flatMap { ["--dependency", "\($0)=\(Self.summaryPath($0, in: directory))"] }
                    + ["\(root)/\(module.folder)"])
            #expect(summaries.status == 0, "\(summaries.standardError)")
            // The run that writes a summary ends the hub file with the digest of its part of it.
            let withDigest = try String(contentsOfFile: fromSummaries, encoding: .utf8)
            var lines = withDigest.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.dropLast().last?.hasPrefix("// StaticHub: the summary for importers, ") == true)
            lines.remove(at: lines.count - 2)
            #expect(lines.joined(separator: "\n") == (try String(contentsOfFile: fromSources, encoding: .utf8)))
        }
    }

    static func summaryPath(_ module: String, in directory: URL) -> String {
        directory.appendingPathComponent(module + SummaryFile.suffix).path
    }

    @Test("A summary is rewritten only when what importers read changes: not for a body edit, for a new registration")
    func rewrittenOnlyWhenItChanges() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("Hub.swift")
        let summary = Self.summaryPath("Library", in: directory)
        func generate(_ text: String) throws -> Date {
            try text.write(to: source, atomically: true, encoding: .utf8)
            let run = CommandLineRun(
                [
                    "generate", "--output", directory.appendingPathComponent("out.swift").path, "--module", "Library", "--summary", summary,
                    source.path
                ])
            #expect(run.status == 0, "\(run.standardError)")
            return try #require(FileManager.default.attributesOfItem(atPath: summary)[.modificationDate] as? Date)
        }
        let hub =
            "public enum LibraryHub {}\nextension LibraryHub {\n    static var all: [HubRegistration] { [AutoRegister(Int.self, using: { 1 })] }\n}\n"
        let written = try generate(hub + "func helper() -> Int { 1 }\n")
        Thread.sleep(forTimeInterval: 0.01)
        #expect(try generate(hub + "func helper() -> Int { 2 }\n") == written)
        let bigger = hub.replacingOccurrences(of: "using: { 1 })]", with: "using: { 1 }), AutoRegister(String.self, using: { \"\" })]")
        #expect(try generate(bigger + "func helper() -> Int { 2 }\n") != written)
    }

    @Test("A summary of another release is an error naming both; a file that is no summary is an error too")
    func foreignSummaries() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = directory.appendingPathComponent("Library.swift")
        try
            "public enum LibraryHub {}\nextension LibraryHub {\n    static var all: [HubRegistration] { [AutoRegister(Int.self, using: { 1 })] }\n}\n"
            .write(to: library, atomically: true, encoding: .utf8)
        let summary = Self.summaryPath("Library", in: directory)
        let written = CommandLineRun(
            [
                "generate", "--output", directory.appendingPathComponent("out.swift").path, "--module", "Library", "--summary", summary,
                library.path
            ])
        #expect(written.status == 0, "\(written.standardError)")
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(text.hasPrefix("{\"defaultIsolation\":\"nonisolated\",\"files\":["))
        let app = directory.appendingPathComponent("App.swift")
        try
            "import Library\nenum AppHub {}\nextension AppHub {\n    static var all: [HubRegistration] { [HubImport(LibraryHub.self)] }\n}\n"
            .write(to: app, atomically: true, encoding: .utf8)

        let older = directory.appendingPathComponent("Older" + SummaryFile.suffix).path
        try text.replacingOccurrences(of: "\"release\":\"\(GeneratedCode.release)\"", with: "\"release\":\"0.0.9\"")
            .write(toFile: older, atomically: true, encoding: .utf8)
        var run = CommandLineRun(["generate", "--dependency", "Library=\(older)", app.path])
        #expect(run.status == 1)
        #expect(
            run.standardError
                == "\(older):1:1: error: the summary of module 'Library' was written by StaticHub 0.0.9 (format \(ModuleSummary.currentFormat)), and this generator is "
                + "StaticHub \(GeneratedCode.release) (format \(ModuleSummary.currentFormat)), which cannot read it; build 'Library' with the same StaticHub release as "
                + "this target\n")

        let notASummary = directory.appendingPathComponent("Notes" + SummaryFile.suffix).path
        try "just notes\n".write(toFile: notASummary, atomically: true, encoding: .utf8)
        run = CommandLineRun(["generate", "--dependency", "Library=\(notASummary)", app.path])
        #expect(run.status == 1)
        #expect(run.standardError == "\(notASummary):1:1: error: cannot read file: not a StaticHub module summary\n")
    }
}
