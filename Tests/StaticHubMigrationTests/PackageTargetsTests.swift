import StaticHubGenerator
import Testing

@testable import StaticHubMigrateCommandLine

/// The targets `statichub-migrate` reads from a package manifest.
@Suite("Targets of a package manifest")
struct PackageTargetsTests {
    @Test("Each target with its path, if it gives one, and its kind; a dependency or an unreadable name is none")
    func targets() {
        let manifest = SourceFile(
            path: "Package.swift",
            text: """
                let name = "Generated"
                let package = Package(
                    name: "App",
                    targets: [
                        .target(name: "App", path: "Sources/App"),
                        .executableTarget(name: "Tool", dependencies: [.target(name: "App")]),
                        .macro(name: "Macros"),
                        .testTarget(name: "AppTests", dependencies: ["App"]),
                        .testTarget(name: "AppSpecs", dependencies: [.target(name: "App", path: "ignored")], path: "Specs"),
                        .testTarget(name: name),
                    ]
                )
                """)
        let found = PackageTargets.targets(in: manifest).map {
            "\($0.name) \($0.path ?? "-")\($0.isTest ? " test" : "")\($0.isExecutable ? " executable" : "")"
        }
        #expect(found == ["App Sources/App", "Tool - executable", "Macros -", "AppTests - test", "AppSpecs Specs test"])
    }
}
