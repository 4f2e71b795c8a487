import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubGenerator

/// The runtime's registration functions are written by a script; the generator must accept
/// exactly the parameter counts they take.
@Suite("Registration functions")
struct RegistrationFunctionsTests {
    static let committedFile = Fixtures.runtimeSourcesDirectory.appendingPathComponent("RegistrationFunctions.swift")

    @Test("The committed file is what the script writes")
    func noDrift() throws {
        // The script runs the toolchain's `swift`, the one the tests use.
        let toolchain = try #require(Toolchain.swiftc.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        let path = toolchain + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let script = Fixtures.packageDirectory.appendingPathComponent("Scripts/generate-registration-functions").path
        let outcome = try Toolchain.run("/usr/bin/env", ["PATH=" + path, "bash", script, "--print"])
        let committed = try String(contentsOf: Self.committedFile, encoding: .utf8)
        #expect(outcome.status == 0)
        let firstDifference = zip(committed.split(separator: "\n"), outcome.output.split(separator: "\n")).enumerated().first {
            $1.0 != $1.1
        }
        let matches = outcome.output == committed
        #expect(
            matches,
            "the file differs from the script's output (first at line \((firstDifference?.offset ?? 0) + 1)); run `Scripts/generate-registration-functions`"
        )
    }

    @Test("The common forms have an overload per parameter count up to 10; every other form is one over a pack")
    func overloads() throws {
        let committed = try String(contentsOf: Self.committedFile, encoding: .utf8)
        // Each declaration's generic parameter list, by function name: what a manifest line's
        // candidates are, and what every client compiles.
        let declarations = committed.split(separator: "\n").filter { $0.hasPrefix("public func ") }.map { line in
            let signature = line.dropFirst("public func ".count).prefix { $0 != "(" }
            let name = signature.prefix { $0 != "<" }
            return (name: String(name), generics: String(signature.dropFirst(name.count)))
        }
        let plainForms = [
            "AutoRegister", "SingletonRegister", "ScopedRegister", "WeakSingletonRegister", "CollectionRegister", "OpaqueAutoRegister",
            "OpaqueSingletonRegister"
        ]
        for name in plainForms {
            // 0...10 parameters, a pack after 11, and one pack each for the `HubParameter` form
            // and for either form with `effects:`.
            #expect(declarations.filter { $0.name == name }.count == 15, "\(name)")
        }
        #expect(
            declarations.filter { $0.name == "FactoryRegister" }.map(\.generics) == ["<Registered, each Rest>", "<Registered, each Rest>"])
        #expect(declarations.count == 146)
        #expect(!committed.contains("P11"))
        // The end-to-end `ArityHub` registers the generator's maximum, which the pack takes.
        #expect(Registration.maximumParameterCount == 30)
    }
}
