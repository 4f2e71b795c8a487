import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubCommandLine
@testable import StaticHubGenerator

/// A prebuilt generator checks that the runtime a target links is of its own release.
@Suite("Runtime release")
struct RuntimeReleaseTests {
    private static let runtimeFile = Fixtures.runtimeSourcesDirectory.appendingPathComponent(RuntimeRelease.fileName)

    @Test("The runtime declares the generator's release, so a generator built from this package always matches")
    func runtimeMatchesGenerator() throws {
        let input = FileSystem.read(Self.runtimeFile.path)
        #expect(RuntimeRelease.check(input, generatorVersion: CommandLineTool.version).isEmpty)
        guard case .bytes(let bytes) = input.contents else {
            Issue.record("the runtime's release file cannot be read")
            return
        }
        let (version, _) = try #require(RuntimeRelease.declaredVersion(in: bytes, path: Self.runtimeFile.path))
        #expect(version == CommandLineTool.version)
    }

    @Test("The runtime declares the type generated files name after the release, and no marker of another release")
    func versionMarker() throws {
        let text = try String(contentsOf: Self.runtimeFile, encoding: .utf8)
        #expect(
            GeneratedCode.versionMarker
                == "_GeneratedByStaticHub_\(CommandLineTool.version.replacingOccurrences(of: ".", with: "_"))_RegenerateIfNotFound")
        let declared = text.split(separator: "\n").filter { $0.contains("_GeneratedByStaticHub") }
        #expect(declared == ["public enum \(GeneratedCode.versionMarker) {}"])
    }

    @Test("Another release is an error on the runtime's version literal that names both releases")
    func mismatch() {
        let input = SourceInput(
            path: "Runtime/StaticHubRelease.swift",
            text: """
                public enum StaticHubRelease {
                    public static let version = "0.9.0"
                }
                """)
        let printed = RuntimeRelease.check(input, generatorVersion: "1.0.0").map(\.description)
        #expect(
            printed == [
                "Runtime/StaticHubRelease.swift:2:33: error: this target links the StaticHub 0.9.0 runtime, but its generator is "
                    + "statichub 1.0.0, whose code would not fit it; use the StaticHubPrebuilt package made from StaticHub 0.9.0 "
                    + "(Scripts/make-prebuilt-plugin in a checkout of that release), or depend on StaticHub 1.0.0"
            ])
    }

    @Test("A file without the declaration, or no file, is an error at its start")
    func notFound() {
        let other = SourceInput(path: "Sources/App/StaticHubRelease.swift", text: "let version = 1\n")
        #expect(
            RuntimeRelease.check(other, generatorVersion: "1.0.0").map(\.description) == [
                "Sources/App/StaticHubRelease.swift:1:1: error: this is not the StaticHub runtime's 'StaticHubRelease.swift': "
                    + "no 'static let version = \"…\"' declaration; '--runtime' takes the folder of the StaticHub runtime's sources"
            ])
        let missing = FileSystem.read("/nonexistent/StaticHubRelease.swift")
        #expect(
            RuntimeRelease.check(missing, generatorVersion: "1.0.0").map(\.description) == [
                "/nonexistent/StaticHubRelease.swift:1:1: error: cannot read file: no such file"
            ])
    }

    @Test("statichub generate --runtime: a runtime of another release exits 1 and writes nothing")
    func commandLine() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let runtime = directory.appendingPathComponent("Runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        let manifest = directory.appendingPathComponent("Hub.swift")
        try """
        import StaticHub
        enum Hub {}
        extension Hub {
            static let manifest: [HubRegistration] = [AutoRegister(Int.self, using: { 42 })]
        }
        """.write(to: manifest, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("Generated.swift")
        let arguments = ["generate", "--output", output.path, "--runtime", runtime.path, manifest.path]
        var errors = ""
        let record: (String) -> Void = { errors += $0 + "\n" }

        try "public enum StaticHubRelease { public static let version = \"0.0.1\" }\n"
            .write(to: runtime.appendingPathComponent(RuntimeRelease.fileName), atomically: true, encoding: .utf8)
        #expect(CommandLineTool.run(arguments, standardOutput: { _ in }, standardError: record) == 1)
        #expect(
            errors.contains(
                "error: this target links the StaticHub 0.0.1 runtime, but its generator is statichub \(CommandLineTool.version)"))
        #expect(!FileManager.default.fileExists(atPath: output.path))

        errors = ""
        try "public enum StaticHubRelease { public static let version = \"\(CommandLineTool.version)\" }\n"
            .write(to: runtime.appendingPathComponent(RuntimeRelease.fileName), atomically: true, encoding: .utf8)
        #expect(CommandLineTool.run(arguments, standardOutput: { _ in }, standardError: record) == 0, "\(errors)")
        #expect(FileManager.default.fileExists(atPath: output.path))

        #expect(
            CommandLineTool.run(["graph", "--runtime", runtime.path, manifest.path], standardOutput: { _ in }, standardError: record) == 2)
        #expect(errors.contains("error: '--runtime' goes with the generate command"))
    }
}
