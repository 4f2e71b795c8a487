import Testing

@testable import StaticHubGenerator

/// `mustMockInTests: true`: where the generated code checks, and what the manifest may say.
@Suite("Registrations a test must mock")
struct MustMockInTestsTests {
    static let check =
        "_HubMockRegistry.failIfTesting(\"any Gateway of 'Hub' (Manifest.swift:3) is marked 'mustMockInTests: true', "
        + "and a test was about to make the real one: mock it with 'mocks.mock((any Gateway).self, singleton: …)' "
        + "in the test's 'withMocks' or '.hubMocks' trait, or in the test target's 'extension Hub: HubTestDefaults'\")"

    @Test("A transient one checks in its accessor, after the mocks and before the factory, in debug builds only")
    func transient() throws {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister((any Gateway).self, mustMockInTests: true, using: LiveGateway.init),
                ]
            }
            """)
        #expect(printed(result) == [])
        let output = try #require(result.output)
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let check = try #require(lines.firstIndex(of: Self.check))
        // Mapped to the registration's line, which the runtime's stop reports.
        #expect(lines[check - 1] == #"#sourceLocation(file: "Manifest.swift", line: 3)"#)
        #expect(lines[check + 1] == "#sourceLocation()")
        #expect(lines[check + 2] == "#endif")
        #expect(lines[check + 4] == "return LiveGateway.init()")
        #expect(lines[..<check].contains { $0.contains("_mocks.override(") })
    }

    @Test("A shared one checks in its _make…, which makes the real instance, from mocks too")
    func singleton() throws {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    SingletonRegister((any Gateway).self, mustMockInTests: true, using: LiveGateway.init),
                    ScopedRegister(Session.self, scope: Login.self, mustMockInTests: false, using: Session.init),
                ]
            }
            """)
        #expect(printed(result) == [])
        let output = try #require(result.output)
        // One check, in `_makeGateway`, mapped to the registration's line; none for `Session`.
        try expectGolden(output)
    }

    @Test(
        "Kinds that cannot be mocked take no mustMockInTests:, and it takes a Boolean literal",
        arguments: [
            (
                "OpaqueAutoRegister((any Gateway).self, mustMockInTests: true, using: LiveGateway.init)",
                "Manifest.swift:3:48: error: 'OpaqueAutoRegister' has no argument 'mustMockInTests:'"
            ),
            (
                "CollectionRegister((any Gateway).self, mustMockInTests: true, using: LiveGateway.init)",
                "Manifest.swift:3:48: error: 'CollectionRegister' has no argument 'mustMockInTests:'"
            ),
            (
                "HubRequirement((any Gateway).self, mustMockInTests: true, default: LiveGateway.init)",
                "Manifest.swift:3:44: error: 'HubRequirement' has no argument 'mustMockInTests:'"
            ),
            (
                "AutoRegister((any Gateway).self, mustMockInTests: yes, using: LiveGateway.init)",
                "Manifest.swift:3:59: error: 'mustMockInTests:' takes 'true' or 'false'"
            ),
            (
                "AutoRegister((any Gateway).self, mustMockInTests: , using: LiveGateway.init)",
                "Manifest.swift:3:42: error: 'mustMockInTests:' takes 'true' or 'false'"
            )
        ]
    )
    func malformed(_ registration: String, _ message: String) {
        let result = generate(registration: registration)
        #expect(printed(result) == [message])
        #expect(result.output == nil)
    }
}
