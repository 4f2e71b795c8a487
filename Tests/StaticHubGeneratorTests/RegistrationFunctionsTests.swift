import Foundation
import Testing
@testable import StaticHubGenerator

/// The runtime's registration functions are written by a script; the generator must accept
/// exactly the parameter counts they take.
@Suite("Registration functions")
struct RegistrationFunctionsTests {
    static let committedFile = Fixtures.runtimeSourcesDirectory.appendingPathComponent("RegistrationFunctions.swift")

    @Test("The committed file is what the script writes")
    func noDrift() throws {
        let swift = try #require(Toolchain.swiftc.map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("swift").path })
        let script = Fixtures.packageDirectory.appendingPathComponent("Scripts/generate-registration-functions.swift").path
        let outcome = try Toolchain.run(swift, [script, "--print"])
        let committed = try String(contentsOf: Self.committedFile, encoding: .utf8)
        #expect(outcome.status == 0)
        let firstDifference = zip(committed.split(separator: "\n"), outcome.output.split(separator: "\n")).enumerated().first { $1.0 != $1.1 }
        let matches = outcome.output == committed
        #expect(
            matches,
            "the file differs from the script's output (first at line \((firstDifference?.offset ?? 0) + 1)); run `swift Scripts/generate-registration-functions.swift`"
        )
    }

    @Test("Every kind takes up to the generator's maximum parameter count, and no more")
    func maximumArity() throws {
        let committed = try String(contentsOf: Self.committedFile, encoding: .utf8)
        let maximum = Registration.maximumParameterCount
        #expect(committed.contains("    _ p\(maximum - 1): P\(maximum - 1).Type,\n"))
        #expect(!committed.contains("P\(maximum)"))
    }
}
