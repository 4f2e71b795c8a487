import Testing

@testable import StaticHubGenerator

/// How the generator reads a target's default isolation from `Package.swift`: each case a
/// manifest as packages write them, and what it says of the target `App`.
@Suite("A target's default isolation, read from Package.swift")
struct PackageManifestIsolationTests {
    static let cases: [(manifest: String, expected: PackageManifestIsolation.Finding)] = [
        (
            #".executableTarget(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)])"#,
            .declared(.mainActor)
        ),
        (#".target(name: "App", swiftSettings: [.defaultIsolation(nil)])"#, .declared(.nonisolated)),
        (#".target(name: "App", dependencies: ["Core"])"#, .notSet),
        // Another target's setting is not App's.
        (#".target(name: "Core", swiftSettings: [.defaultIsolation(MainActor.self)]), .target(name: "App")"#, .notSet),
        // Through a top-level constant, also inside `+`.
        (
            """
            let xcode: [SwiftSetting] = [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
            ]
            let settings = xcode + [.enableUpcomingFeature("InferIsolatedConformances")]
            let package = Package(name: "P", targets: [.testTarget(name: "App", swiftSettings: settings)])
            """,
            .declared(.mainActor)
        ),
        // A loop that sets it on every target.
        (
            """
            let package = Package(name: "P", targets: [.target(name: "App")])
            for target in package.targets {
                target.swiftSettings = (target.swiftSettings ?? []) + [.defaultIsolation(MainActor.self)]
            }
            """,
            .declared(.mainActor)
        )
    ]

    @Test("What a manifest says of the target", arguments: cases.indices)
    func reads(_ index: Int) {
        let (manifest, expected) = Self.cases[index]
        #expect(PackageManifestIsolation.finding(forTarget: "App", in: SourceFile(path: "Package.swift", text: manifest)) == expected)
    }

    @Test("A loop with a condition, or a setting it cannot follow, is a warning at the setting")
    func unknown() {
        let loop = """
            let package = Package(name: "P", targets: [.target(name: "App")])
            for target in package.targets where target.type != .test {
                target.swiftSettings = [.defaultIsolation(MainActor.self)]
            }
            """
        #expect(
            PackageManifestIsolation.finding(forTarget: "App", in: SourceFile(path: "Package.swift", text: loop))
                == .unknown(SourceLocation(path: "Package.swift", line: 2, column: 1)))
        let variable = #".target(name: "App", swiftSettings: [.defaultIsolation(isolation)])"#
        let result = GeneratorPipeline.defaultIsolation(ofTarget: "App", declaredIn: SourceInput(path: "Package.swift", text: variable))
        #expect(result.isolation == .nonisolated)
        #expect(
            result.diagnostics.map(\.description) == [
                "Package.swift:1:39: warning: cannot tell the default isolation of 'App' from this setting, so a hub there without "
                    + "'@MainActor' or 'nonisolated' is generated as nonisolated; write the isolation on the hub, or pass "
                    + "'--default-isolation MainActor' to statichub"
            ])
    }

    @Test("Under MainActor, a hub without an isolation is a main-actor hub, and generated code says nonisolated where it means it")
    func generated() throws {
        let manifest = """
            import StaticHub
            enum Hub {}
            nonisolated enum Background {}
            extension Hub {
                static let all: [HubRegistration] = [AutoRegister(Int.self, using: { 1 })]
            }
            extension Background {
                static let all: [HubRegistration] = [AutoRegister(Int.self, using: { 2 })]
            }
            """
        let result = GeneratorPipeline.generate(
            [SourceInput(path: "Hub.swift", text: manifest)], defaultIsolation: .mainActor, sourceMapping: .omitted)
        let output = try #require(result.output)
        let headers = output.split(separator: "\n").filter { $0.contains("extension ") && $0.hasSuffix("{}") }
        #expect(
            headers == [
                "nonisolated extension Background {}",
                "nonisolated extension Background: Background._Overloads_Hub_0 {}",
                "nonisolated extension Background: HubMocking {}",
                "nonisolated extension Background.Mocks: _HubMockBuilder, Background._MockOverloads_Hub_0 {}",
                "extension Hub {}",
                "extension Hub: Hub._Overloads_Hub_0 {}",
                // Never isolated by InferIsolatedConformances, where the compiler can say so.
                "extension Hub: nonisolated MainActorHubMocking {}",
                "extension Hub: MainActorHubMocking {}",
                "nonisolated extension Hub.Mocks: _HubMockBuilder, Hub._MockOverloads_Hub_0 {}"
            ])
    }
}
