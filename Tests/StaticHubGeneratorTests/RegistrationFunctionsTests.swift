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

    @Test("Lists of up to 10 parameter types have overloads of their own; longer ones go to a pack")
    func arities() throws {
        let committed = try String(contentsOf: Self.committedFile, encoding: .utf8)
        #expect(committed.contains("    _ p9: P9.Type,\n    using factory: @isolated(any) (P0, P1, P2, P3, P4, P5, P6, P7, P8, P9) -> Registered"))
        #expect(committed.contains("    _ p10: P10.Type,\n    _ rest: repeat (each Rest).Type,\n"))
        #expect(committed.contains("    _ p10: HubParameter<P10>,\n    _ rest: repeat HubParameter<(each Rest)>,\n"))
        #expect(!committed.contains("P11"))
        // The end-to-end `ArityHub` registers the generator's maximum, which the pack takes.
        #expect(Registration.maximumParameterCount == 30)
    }
}
