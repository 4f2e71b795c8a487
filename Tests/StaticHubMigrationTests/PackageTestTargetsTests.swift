import StaticHubGenerator
import Testing

@testable import StaticHubMigrateCommandLine

/// The test targets `statichub-migrate` reads from a package manifest.
@Suite("Test targets of a package manifest")
struct PackageTestTargetsTests {
    @Test("Each .testTarget with its path, if it gives one; other targets and unreadable names are not")
    func testTargets() {
        let manifest = SourceFile(
            path: "Package.swift",
            text: """
                let name = "Generated"
                let package = Package(
                    name: "App",
                    targets: [
                        .target(name: "App", path: "Sources/App"),
                        .testTarget(name: "AppTests", dependencies: ["App"]),
                        .testTarget(name: "AppSpecs", dependencies: [.target(name: "App", path: "ignored")], path: "Specs"),
                        .testTarget(name: name),
                    ]
                )
                """)
        let found = PackageTestTargets.testTargets(in: manifest).map { "\($0.name) \($0.path ?? "-")" }
        #expect(found == ["AppTests -", "AppSpecs Specs"])
    }
}
