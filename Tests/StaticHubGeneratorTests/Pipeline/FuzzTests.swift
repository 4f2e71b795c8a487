import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubGenerator

/// Seeded random mutations of real manifests. Whatever the input, the generator must either
/// produce output with no error, or no output and at least one error positioned inside the
/// input; it must never crash or hang.
///
/// A longer run: `FUZZ_ITERATIONS=200000 FUZZ_SEED=7 swift test --filter FuzzTests`.
@Suite("Fuzzing")
struct FuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 3_000
    static let seed = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_122

    /// Fragments that stress the lexer and parser: brackets, quotes, directives, DSL words.
    static let fragments: [[UInt8]] =
        [
            "(", ")", "[", "]", "{", "}", ",", ":", ".", "\"", "\"\"\"", "#", "##\"", "\"#", "\\(", "\\", "/*", "*/",
            "//", "\n", "#if DEBUG\n", "#else\n", "#endif\n", "<", ">", ">>", "->", "&", "?", "!", "@", "`", "any ",
            "some ", "AutoRegister(", "SingletonRegister(", "Register(", "OpaqueRegister(", "Unknown(", ".self",
            "parameterTypes: ", "using: ", "factory: ", "name: ", ".explicit(", ".resolved(", "HubRegistration",
            "static let m: [HubRegistration] = [", "enum Hub {", "extension Hub {", "private ", "é", "😀"
        ].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80]]

    static func seeds() throws -> [[UInt8]] {
        var files: [URL] = []
        for directory in [Fixtures.goldensDirectory, Fixtures.compileFailuresDirectory] {
            for name in Fixtures.subdirectories(of: directory) {
                files += try Fixtures.swiftFiles(in: directory.appendingPathComponent(name))
                    .filter { $0.lastPathComponent != GoldenTests.expectedFileName }
            }
        }
        return try files.map { Array(try Data(contentsOf: $0)) }.filter { !$0.isEmpty }
    }

    static func mutate(_ input: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !bytes.isEmpty:
                let end = min(bytes.count, position + Int.random(in: 1...24, using: &random))
                bytes.removeSubrange(min(position, end)..<end)
            case 1:
                bytes.insert(contentsOf: fragments.randomElement(using: &random)!, at: position)
            case 2 where !bytes.isEmpty:
                let start = Int.random(in: 0..<bytes.count, using: &random)
                let slice = bytes[start..<min(bytes.count, start + Int.random(in: 1...80, using: &random))]
                bytes.insert(contentsOf: slice, at: position)
            case 3:
                bytes.removeSubrange(position...)
            default:
                if position < bytes.count { bytes[position] = UInt8.random(in: 0...255, using: &random) }
            }
        }
        return bytes
    }

    @Test("Mutated manifests give output or positioned errors, never a crash")
    func mutations() throws {
        let seeds = try Self.seeds()
        #expect(seeds.count >= 20)
        var random = SplitMix64(seed: Self.seed)
        var outcomes = (generated: 0, rejected: 0)
        for iteration in 0..<Self.iterations {
            let input = Self.mutate(seeds[iteration % seeds.count], using: &random)
            let result = GeneratorPipeline.generate([SourceInput(path: "Fuzz.swift", contents: .bytes(input))])
            let errors = result.diagnostics.filter { $0.severity == .error }
            let lineCount = input.count { $0 == UInt8(ascii: "\n") } + 1
            if let output = result.output {
                outcomes.generated += 1
                #expect(errors.isEmpty, "case \(iteration): output despite errors")
                #expect(output.hasPrefix(GeneratedCode.banner), "case \(iteration)")
            } else {
                outcomes.rejected += 1
                #expect(!errors.isEmpty, "case \(iteration): no output and no error")
            }
            for diagnostic in result.diagnostics {
                #expect(diagnostic.location.path == "Fuzz.swift", "case \(iteration): \(diagnostic)")
                #expect((1...lineCount).contains(diagnostic.location.line), "case \(iteration): \(diagnostic)")
                #expect(diagnostic.location.column >= 1, "case \(iteration): \(diagnostic)")
            }
        }
        // Both paths were exercised.
        #expect(outcomes.generated > 0)
        #expect(outcomes.rejected > 0)
    }

    @Test("The same input gives the same diagnostics and output every time")
    func deterministic() throws {
        let seeds = try Self.seeds()
        var random = SplitMix64(seed: Self.seed &+ 1)
        for iteration in 0..<200 {
            let input = Self.mutate(seeds[iteration % seeds.count], using: &random)
            let first = GeneratorPipeline.generate([SourceInput(path: "Fuzz.swift", contents: .bytes(input))])
            let second = GeneratorPipeline.generate([SourceInput(path: "Fuzz.swift", contents: .bytes(input))])
            #expect(first.output == second.output)
            #expect(first.diagnostics == second.diagnostics)
        }
    }
}
