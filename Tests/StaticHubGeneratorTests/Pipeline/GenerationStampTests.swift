import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubCommandLine
@testable import StaticHubGenerator

/// `statichub generate --stamp`: a run after an edit that changes nothing the generator reads
/// skips its work; any edit that could change the output runs it again.
@Suite("Skipping unchanged runs")
struct GenerationStampTests {
    /// A target whose files the generator reads in each way: a manifest, a file that names
    /// the hub (parsed for declarations), a file that does not (searched, never parsed), and
    /// a file with a manifest the generator warns about.
    private struct Target {
        let directory: URL
        var hubFile: String { path("Hub+StaticHub.generated.swift") }
        var stamp: String { path("Target.statichub-stamp") }

        init() throws {
            directory = try makeTemporaryDirectory()
            try write(
                "Manifest.swift",
                """
                import StaticHub

                enum Hub {}

                extension Hub {
                    static let manifest: [HubRegistration] = [
                        AutoRegister(Int.self, using: { 42 }),
                    ]
                }
                """)
            try write("Feature.swift", "func feature() -> Int { Hub.resolveInt() }\n")
            try write("Types.swift", "struct Plain {}\n")
            try write("Odd.swift", "enum Other {\n    let notStatic: [HubRegistration] = []\n}\n")
        }

        func path(_ name: String) -> String {
            directory.appendingPathComponent(name).path
        }

        func write(_ name: String, _ text: String) throws {
            try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        }

        func sources() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
                $0.hasSuffix(".swift") && !$0.contains("generated")
            }
            .sorted().map(path)
        }

        /// The build plugin's form of the command, with a split output for the manifest.
        func generate(_ extra: [String] = [], executable: String = "statichub 1") throws -> (status: Int32, errors: String) {
            var errors = ""
            let arguments =
                [
                    "generate", "--output", hubFile, "--split-output",
                    "\(path("Manifest.swift"))=\(path("Manifest+StaticHub.generated.swift"))",
                    "--stamp", stamp
                ] + extra + (try sources())
            let status = CommandLineTool.run(
                arguments, executable: executable, standardOutput: { _ in }, standardError: { errors += $0 + "\n" })
            return (status, errors)
        }

        /// Replaces the hub file by hand: a run that writes it puts the generated text back.
        func markHubFile() throws {
            try write("Hub+StaticHub.generated.swift", "// marked\n")
        }

        var hubFileIsMarked: Bool {
            (try? String(contentsOfFile: hubFile, encoding: .utf8)) == "// marked\n"
        }
    }

    @Test("A run after edits that change nothing it reads writes nothing, and repeats the warnings")
    func skips() throws {
        let target = try Target()
        defer { try? FileManager.default.removeItem(at: target.directory) }
        let first = try target.generate()
        #expect(first.status == 0)
        #expect(first.errors.contains("Odd.swift:2:9: warning: a '[HubRegistration]' manifest must be a 'static' property"))
        try target.markHubFile()
        // A body edit of a file read for the hub's declarations, and any edit of one never read.
        try target.write("Feature.swift", "func feature() -> Int {\n    Hub.resolveInt() + 1\n}\n")
        try target.write("Types.swift", "struct Plain {\n    var count = 0\n}\n")
        let second = try target.generate()
        #expect(second.status == 0)
        #expect(second.errors == first.errors)
        #expect(target.hubFileIsMarked, "the run did its work again")
    }

    @Test(
        "A run after an edit that may change the output does its work",
        arguments: [
            "a registration added",
            "a file never read names the hub",
            "a file read for declarations declares one",
            "a source added",
            "other arguments",
            "a split output gone",
            "a damaged stamp",
            "another build of the generator"
        ]
    )
    func runs(_ edit: String) throws {
        let target = try Target()
        defer { try? FileManager.default.removeItem(at: target.directory) }
        #expect(try target.generate().status == 0)
        try target.markHubFile()
        var extra: [String] = []
        var executable = "statichub 1"
        switch edit {
        case "a registration added":
            try target.write(
                "Manifest.swift",
                try String(contentsOfFile: target.path("Manifest.swift"), encoding: .utf8)
                    .replacingOccurrences(of: "{ 42 }),", with: "{ 42 }),\n        AutoRegister(String.self, using: { \"s\" }),"))
        case "a file never read names the hub":
            try target.write("Types.swift", "struct Plain {}\nextension Hub {\n    typealias Count = Int\n}\n")
        case "a file read for declarations declares one":
            try target.write("Feature.swift", "func feature() -> Int { Hub.resolveInt() }\nextension Hub {\n    enum Nested {}\n}\n")
        case "a source added":
            try target.write("More.swift", "struct More {}\n")
        case "other arguments":
            extra = ["--no-source-locations"]
        case "a split output gone":
            try FileManager.default.removeItem(atPath: target.path("Manifest+StaticHub.generated.swift"))
        case "another build of the generator":
            executable = "statichub 2"
        default:
            try target.write("Target.statichub-stamp", "statichub-stamp 1\nkey zz\n")
        }
        #expect(try target.generate(extra, executable: executable).status == 0)
        #expect(!target.hubFileIsMarked, "the run was skipped")
        #expect(FileManager.default.fileExists(atPath: target.path("Manifest+StaticHub.generated.swift")))
    }

    @Test("A file with a manifest is compared by its bytes: a digest of its registrations would cost the run more than it saves")
    func manifestsByBytes() {
        let manifest = SourceInput(
            path: "/a/Manifest.swift",
            text: "enum Hub {}\nextension Hub {\n    static let all: [HubRegistration] = [AutoRegister(Int.self, using: { 1 })]\n}\n")
        let feature = SourceInput(path: "/a/Feature.swift", text: "func f() -> Int { Hub.resolveInt() }\n")
        let readSet = GeneratorPipeline.generate([manifest, feature]).readSet
        #expect(readSet.parsedPaths == ["/a/Feature.swift", "/a/Manifest.swift"])
        #expect(readSet.parsedDigests.map { $0 != nil } == [true, false])
    }

    @Test("A stamp's file reads back as the stamp it was written from")
    func roundTrip() throws {
        let inputs = [SourceInput(path: "/a/Hub.swift", text: "enum Hub {}"), SourceInput(path: "/a/B C.swift", text: "struct B {}")]
        let readSet = ReadSet(parsedPaths: ["/a/B C.swift", "/a/Hub.swift"], parsedDigests: [7, nil], probes: ["Hub", "HubRegistration"])
        let stamp = try #require(
            GenerationStamp(key: 1, dependencies: 2, inputs: inputs, readSet: readSet, diagnostics: ["/a/Hub.swift:1:1: warning: w"]))
        #expect(GenerationStamp(text: stamp.text) == stamp)
        #expect(stamp.isCurrent(key: 1, dependencies: 2, inputs: inputs))
        #expect(!stamp.isCurrent(key: 1, dependencies: 3, inputs: inputs))
        #expect(GenerationStamp(text: "statichub-stamp 0\n") == nil)
        // A damaged file that repeats a parsed path reads, and is simply not current.
        let repeated = stamp.text.replacingOccurrences(of: "parsed ", with: "parsed 0 - /a/Hub.swift\nparsed ")
        #expect(GenerationStamp(text: repeated)?.isCurrent(key: 1, dependencies: 2, inputs: inputs) == false)
    }

    @Test("A source given twice is stamped, and the next run reads the stamp without trapping")
    func repeatedSource() throws {
        let target = try Target()
        defer { try? FileManager.default.removeItem(at: target.directory) }
        #expect(try target.generate([target.path("Feature.swift")]).status == 0)
        try target.markHubFile()
        #expect(try target.generate([target.path("Feature.swift")]).status == 0)
        #expect(target.hubFileIsMarked, "the run did its work again")
    }
}
