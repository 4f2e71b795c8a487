import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubGenerator

/// The build plugin's split output: for some golden cases, the hub file and a file per manifest
/// source (the sources that name `HubRegistration`, as the plugin picks them), each compared
/// with `SplitGoldens/<case>/<file>.generated.swift` and compiled together. A source's part
/// holds only its own registrations and the hub file what the hub needs once
/// (`MultipleManifestFiles` shows both).
///
/// Regenerate them with the goldens: `UPDATE_GOLDENS=1 swift test --filter StaticHubGeneratorTests`.
@Suite("Split output")
struct SplitOutputTests {
    static let cases = ["MultipleManifestFiles", "Collections", "Effects", "HubImport", "WeakSingletonRegister", "MainActorHub"]
    static let directory = Fixtures.packageDirectory.appendingPathComponent("Tests/StaticHubGeneratorTests/SplitGoldens")
    static let hubFileName = "StaticHub.generated.swift"

    /// The case's generated files by name: the hub file, and `<Source>.generated.swift` per split source.
    static func generate(_ name: String, inputs: [SourceInput]) throws -> [String: String] {
        let split = inputs.filter { input in
            guard case .bytes(let bytes) = input.contents else { return false }
            return String(decoding: bytes, as: UTF8.self).contains("HubRegistration")
        }.map(\.path)
        let result = GeneratorPipeline.generate(
            inputs, dependencies: try GoldenTests.dependencies(of: name), layout: .split(sources: split))
        #expect(printed(result).isEmpty, "unexpected diagnostics")
        var files = [hubFileName: try #require(result.output)]
        for source in split {
            let base = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
            let part: String = try #require(result.splitOutputs[source])
            files["\(base).generated.swift"] = part
        }
        return files
    }

    @Test("Each file matches its golden", arguments: cases)
    func golden(_ name: String) throws {
        let files = try Self.generate(name, inputs: try GoldenTests.inputs(of: name))
        let folder = Self.directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (file, text) in files {
                try text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
            }
            Issue.record("Recorded SplitGoldens/\(name); run again without UPDATE_GOLDENS to verify.")
            return
        }
        let expectedNames = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(expectedNames == files.keys.sorted())
        for (file, text) in files {
            let expected = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            #expect(text == expected, "\(name)/\(file) differs (- expected, + generated):\n\(lineDiff(expected: expected, actual: text))")
        }
    }

    @Test("The files compile together without warnings in Swift 6 and Swift 5, debug and release", arguments: cases)
    func compiles(_ name: String) throws {
        let caseDirectory = Fixtures.goldensDirectory.appendingPathComponent(name)
        let sources = try Fixtures.swiftFiles(in: caseDirectory).filter { $0.lastPathComponent != GoldenTests.expectedFileName }
        // Real paths, so that the compiler can check the `#sourceLocation`s against the files.
        let inputs = try sources.map { SourceInput(path: $0.path, contents: .bytes(Array(try Data(contentsOf: $0)))) }
        let files = try Self.generate(name, inputs: inputs)
        let output = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let generated = try files.map { file, text in
            let url = output.appendingPathComponent(file)
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        }
        for (swiftVersion, debug) in [(6, true), (6, false), (5, true)] {
            let modules = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(at: modules) }
            try GoldenTests.compile(
                try GoldenTests.dependencies(of: name), of: caseDirectory, into: modules, swiftVersion: swiftVersion, debug: debug)
            let outcome = try Toolchain.typecheck(
                sources.map(\.path) + generated, swiftVersion: swiftVersion, debug: debug, modules: modules)
            #expect(outcome.status == 0 && outcome.output.isEmpty, "Swift \(swiftVersion)\(debug ? " (DEBUG)" : ""):\n\(outcome.output)")
        }
    }
}
