import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubCommandLine
@testable import StaticHubGenerator

@Suite("Command-line tool")
struct CommandLineToolTests {
    private func run(_ arguments: [String]) -> CommandLineRun {
        CommandLineRun(arguments)
    }

    private static let validManifest = """
        import StaticHub

        enum Hub {}

        extension Hub {
            static let manifest: [HubRegistration] = [
                AutoRegister(Int.self, using: { 42 }),
            ]
        }
        """

    private func write(_ text: String, to name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test("--help prints usage and exits 0")
    func help() {
        let result = run(["--help"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.contains(
                "USAGE: statichub generate [--output FILE [--split-output SOURCE=FILE]... [--stamp FILE]] [--no-source-locations]"))
        #expect(result.standardOutput.contains("--split-output SOURCE=FILE"))
        #expect(result.standardOutput.contains("-o, --output FILE"))
        #expect(result.standardOutput.contains("--dependency MODULE=PATH"))
    }

    @Test(
        "Usage errors exit 2 with a message",
        arguments: [
            ([], "OVERVIEW"),
            (["frobnicate"], "error: unknown command 'frobnicate'"),
            (["generate"], "error: no source files given"),
            (["generate", "--output"], "error: '--output' needs a value"),
            (["graph", "--format", "svg", "a.swift"], "error: '--format' takes dot or mermaid, with the graph command"),
            (["generate", "--format", "dot", "a.swift"], "error: '--format' takes dot or mermaid, with the graph command"),
            (["generate", "--verbose", "a.swift"], "error: unknown option '--verbose'"),
            (["graph", "--no-source-locations", "a.swift"], "error: '--no-source-locations' goes with the generate command"),
            (
                ["generate", "--dependency", "Networking", "a.swift"],
                "error: '--dependency' takes MODULE=PATH, such as Networking=Sources/Networking"
            ),
            (
                ["generate", "--dependency", "=Sources", "a.swift"],
                "error: '--dependency' takes MODULE=PATH, such as Networking=Sources/Networking"
            ),
            (["generate", "--split-output", "a.swift=b.swift", "a.swift"], "error: '--split-output' needs '--output' for the hub file"),
            (
                ["generate", "-o", "h.swift", "--split-output", "a.swift", "a.swift"],
                "error: '--split-output' takes SOURCE=FILE, with the generate command"
            ),
            (
                ["graph", "--split-output", "a.swift=b.swift", "a.swift"],
                "error: '--split-output' takes SOURCE=FILE, with the generate command"
            ),
            (["generate", "--stamp", "s", "a.swift"], "error: '--stamp' needs '--output': without it, nothing is written to skip"),
            (["graph", "--stamp", "s", "a.swift"], "error: '--stamp' goes with the generate command")
        ]
    )
    func usageErrors(_ arguments: [String], _ message: String) {
        let result = run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message))
    }

    @Test("Without --output the generated file goes to standard output")
    func standardOutput() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try write(Self.validManifest, to: "Hub.swift", in: directory)
        let result = run(["generate", source])
        #expect(result.status == 0)
        // The test's runner ends each print with a newline.
        let generated = try #require(GeneratorPipeline.generate([SourceInput(path: source, text: Self.validManifest)]).output)
        #expect(result.standardOutput == generated + "\n")
        #expect(result.standardError.isEmpty)
    }

    @Test("The output is written only when it changes")
    func writeIfChanged() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try write(Self.validManifest, to: "Hub.swift", in: directory)
        let output = directory.appendingPathComponent("nested/Generated.swift").path

        #expect(run(["generate", "--output", output, source]).status == 0)
        let firstText = try String(contentsOfFile: output, encoding: .utf8)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)

        #expect(run(["generate", "--output", output, source]).status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: output)
        #expect(attributes[.modificationDate] as? Date == past)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == firstText)
        #expect(try FileSystem.writeIfChanged(firstText, to: output) == false)
        #expect(try FileSystem.writeIfChanged(firstText + "// changed\n", to: output) == true)
    }

    @Test("--split-output writes a manifest source's registrations to its own file, and each file only when it changes")
    func splitOutput() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try write(Self.validManifest, to: "Hub.swift", in: directory)
        let other = try write("struct Unrelated {}\n", to: "Other.swift", in: directory)
        let hubFile = directory.appendingPathComponent("Hub.generated.swift").path
        let part = directory.appendingPathComponent("Hub+Part.generated.swift").path
        let empty = directory.appendingPathComponent("Other+Part.generated.swift").path
        let arguments = [
            "generate", "-o", hubFile, "--split-output", "\(source)=\(part)", "--split-output", "\(other)=\(empty)", source, other
        ]

        #expect(run(arguments).status == 0)
        let partText = try String(contentsOfFile: part, encoding: .utf8)
        #expect(partText.contains("static func resolveInt() -> Int {"))
        #expect(!(try String(contentsOfFile: hubFile, encoding: .utf8)).contains("func resolveInt"))
        #expect(try String(contentsOfFile: empty, encoding: .utf8) == GeneratedCode.banner + "\n")

        let past = Date(timeIntervalSince1970: 1_000_000)
        for path in [hubFile, part, empty] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        }
        // A second registration changes the source's part and the hub file (one more slot), not the empty part.
        let edited = Self.validManifest.replacingOccurrences(
            of: "AutoRegister(Int.self, using: { 42 }),",
            with: "AutoRegister(Int.self, using: { 42 }),\n        AutoRegister(String.self, using: { \"a\" }),"
        )
        try edited.write(toFile: source, atomically: true, encoding: .utf8)
        #expect(run(arguments).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: part)[.modificationDate] as? Date != past)
        #expect(try FileManager.default.attributesOfItem(atPath: empty)[.modificationDate] as? Date == past)
        #expect(try String(contentsOfFile: part, encoding: .utf8).contains("static func resolveString() -> String {"))
    }

    @Test("Errors exit 1, print path:line:col, and leave no output file behind")
    func errorsWriteNothing() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = Self.validManifest.replacingOccurrences(of: "AutoRegister(Int.self, using: { 42 })", with: "AutoRegister(Int.self)")
        let source = try write(broken, to: "Hub.swift", in: directory)
        let output = directory.appendingPathComponent("Generated.swift").path

        let result = run(["generate", "--output", output, source])
        #expect(result.status == 1)
        #expect(result.standardError == "\(source):7:9: error: 'AutoRegister' needs a factory: add 'using: SomeType.init'\n")
        #expect(!FileManager.default.fileExists(atPath: output))

        // An earlier good output is left exactly as it was.
        try "previous".write(toFile: output, atomically: true, encoding: .utf8)
        #expect(run(["generate", "--output", output, source]).status == 1)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous")
    }

    @Test("Unreadable inputs are positioned errors")
    func unreadable() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("Missing.swift").path
        let result = run(["generate", missing])
        #expect(result.status == 1)
        #expect(result.standardError == "\(missing):1:1: error: cannot read file: no such file\n")
    }

    @Test("A directory stands for the .swift files below it, hidden folders left out")
    func directorySources() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("Sources/App")
        let hidden = directory.appendingPathComponent("Sources/.build")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
        _ = try write(Self.validManifest, to: "Hub.swift", in: nested)
        // A broken copy in a hidden folder would be a duplicate hub member if it were read.
        _ = try write(Self.validManifest + "\n[", to: "Stale.swift", in: hidden)
        let sources = directory.appendingPathComponent("Sources").path
        let graph = run(["graph", "--format", "mermaid", sources])
        #expect(graph.status == 0, "\(graph.standardError)")
        #expect(graph.standardOutput.contains("hub_Hub"))
        let generated = run(["generate", sources + "/"])
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(generated.standardOutput.contains("#sourceLocation(file: \"\(sources)/App/Hub.swift\", line: 7)"))
    }

    @Test("-o writes the output; --no-source-locations leaves out every #sourceLocation")
    func committedOutput() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try write(Self.validManifest, to: "Hub.swift", in: directory)
        let output = directory.appendingPathComponent("StaticHub.generated.swift").path
        #expect(run(["generate", "-o", output, "--no-source-locations", source]).status == 0)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text == GeneratorPipeline.generate([SourceInput(path: source, text: Self.validManifest)], sourceMapping: .omitted).output)
        #expect(!text.contains("#sourceLocation"))

        // Regenerating with the directory as the source: the output is not read as an input
        // (where it would be reported as a generated file among the sources).
        let again = run(["generate", "-o", output, "--no-source-locations", directory.path])
        #expect(again.status == 0, "\(again.standardError)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == text)
    }

    @Test("A manifest file that is not UTF-8 is an error at the first bad byte; other binary files are ignored")
    func invalidUTF8() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = directory.appendingPathComponent("Hub.swift")
        try Data("let a: [HubRegistration] = []\nlet b = \"".utf8 + [0xFF, 0xFE] + Data("\"\n".utf8)).write(to: manifest)
        let binary = directory.appendingPathComponent("Image.swift")
        try Data([0x00, 0xFF, 0x89, 0x50, 0x4E, 0x47]).write(to: binary)

        let result = run(["generate", manifest.path])
        #expect(result.status == 1)
        #expect(result.standardError == "\(manifest.path):2:10: error: file is not valid UTF-8 text\n")
        #expect(run(["generate", binary.path]).status == 0)
    }

    @Test("An output that cannot be written is an error")
    func unwritableOutput() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try write(Self.validManifest, to: "Hub.swift", in: directory)
        // The output path names an existing directory.
        let result = run(["generate", "--output", directory.path, source])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("\(directory.path):1:1: error: cannot write the output file: "))
    }

    @Test("Warnings are printed and do not fail the run")
    func warnings() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try write("enum Hub {\n    let notStatic: [HubRegistration] = []\n}\n", to: "Hub.swift", in: directory)
        let result = run(["generate", source])
        #expect(result.status == 0)
        #expect(result.standardError.contains("\(source):2:9: warning: a '[HubRegistration]' manifest must be a 'static' property"))
    }
}
