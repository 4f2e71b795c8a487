import Foundation
import Testing

@testable import StaticHubGenerator

@Suite("Robustness")
struct RobustnessTests {
    @Test("A 10 MB file with one manifest")
    func largeFile() throws {
        var text = "import StaticHub\nenum Hub {\n    static let manifest: [HubRegistration] = [AutoRegister(Int.self, using: { 1 })]\n}\n"
        let filler = "/* a comment with ( and [ */ func helper(_ value: Int) -> String { \"value: \\(value)\" }\n"
        while text.utf8.count < 10_000_000 { text += filler }
        let result = generate(text)
        #expect(result.diagnostics.isEmpty)
        // The filler declares nothing the generator reads: the output is that of the manifest alone.
        #expect(result.output == generate(String(text.prefix { $0 != "/" })).output)
    }

    @Test("A manifest with 20,000 registrations, each depending on the one before")
    func manyRegistrations() throws {
        var lines = [
            "enum Hub {}", "extension Hub {", "    static let manifest: [HubRegistration] = [",
            "        AutoRegister(T0.self, using: T0.init),"
        ]
        for index in 1..<20_000 {
            lines.append("        AutoRegister(T\(index).self, parameterTypes: T\(index - 1).self, using: T\(index).init),")
        }
        lines += ["    ]", "}"]
        let result = generate(lines.joined(separator: "\n"))
        // Read whole; only the advice to split it.
        #expect(result.diagnostics.map(\.id) == ["manifest-too-long"])
        // Exact lines, not a golden: the file is 50 MB.
        let generated = Set(try #require(result.output).split(separator: "\n"))
        #expect((1..<20_000).allSatisfy { generated.contains("        return _factory(resolveT\($0 - 1)())") })
    }

    @Test("20,000 registrations listed dependents first, the last one async: every one inherits it")
    func deepEffectPropagation() throws {
        var lines = ["enum Hub {}", "extension Hub {", "    static let manifest: [HubRegistration] = ["]
        for index in (1..<20_000).reversed() {
            lines.append("        AutoRegister(T\(index).self, parameterTypes: T\(index - 1).self, using: T\(index).init),")
        }
        lines += ["        AutoRegister(T0.self, effects: .async, using: T0.init),", "    ]", "}"]
        let result = generate(lines.joined(separator: "\n"))
        // Read whole; only the advice to split it.
        #expect(result.diagnostics.map(\.id) == ["manifest-too-long"])
        let generated = Set(try #require(result.output).split(separator: "\n"))
        #expect((1..<20_000).allSatisfy { generated.contains("    @inline(__always) static func resolveT\($0)() async -> T\($0) {") })
        #expect((1..<20_000).allSatisfy { generated.contains("        return await _factory(resolveT\($0 - 1)())") })
    }

    @Test("100,000 nested brackets in a manifest")
    func deepNesting() {
        let open = String(repeating: "(", count: 100_000)
        let close = String(repeating: ")", count: 100_000)
        #expect(
            printed(generate("enum Hub { static let m: [HubRegistration] = [\(open)\(close)] }")) == [
                "Manifest.swift:1:47: error: expected a registration such as 'AutoRegister(…)' in a '[HubRegistration]' manifest"
            ])
        #expect(
            printed(generate("enum Hub { static let m: [HubRegistration] = [\(open)")) == [
                "Manifest.swift:1:100046: error: '(' is never closed; expected ')'"
            ])
        let deepType = String(repeating: "[", count: 100_000) + "Int" + String(repeating: "]", count: 100_000)
        #expect(
            printed(generate("enum Hub { static let m: [HubRegistration] = [AutoRegister(\(deepType).self, using: f)] }")).first?
                .hasSuffix("error: cannot read the type '\(deepType)': the type is nested too deeply") == true)
    }

    @Test(
        "Constructs left open at the end of the file",
        arguments: [
            (
                "enum Hub { static let m: [HubRegistration] = [AutoRegister(",
                "Manifest.swift:1:59: error: '(' is never closed; expected ')'"
            ),
            (
                "enum Hub { static let m: [HubRegistration] = [AutoRegister(A.self, using: \"",
                "Manifest.swift:1:75: error: unterminated string literal"
            ),
            ("enum Hub { static let m: [HubRegistration] = [] } /* ", "Manifest.swift:1:51: error: unterminated '/*' comment"),
            ("enum Hub { static let m: [HubRegistration] = [] } #\"\"\"", "Manifest.swift:1:51: error: unterminated string literal")
        ])
    func unterminatedAtEnd(_ source: String, _ expected: String) {
        let result = generate(source)
        #expect(printed(result) == [expected])
        #expect(result.output == nil)
    }

    @Test("Binary data that happens to contain the manifest marker")
    func binaryWithMarker() {
        var random = SplitMix64(seed: 1)
        var bytes = (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        bytes.replaceSubrange(50_000..<50_015, with: Array("HubRegistration".utf8))
        let result = GeneratorPipeline.generate([SourceInput(path: "Blob.swift", contents: .bytes(bytes))])
        #expect(result.output == nil)
        #expect(result.diagnostics.map(\.message) == ["file is not valid UTF-8 text"])
    }
}
