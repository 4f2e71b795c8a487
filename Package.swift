// swift-tools-version: 6.1
import PackageDescription

// StaticHub has no package dependencies: the generator is our own code, so a
// clean build of a client stays fast (no swift-syntax).

// The prebuilt generator: an artifact bundle whose executable is named `statichub`, as the
// source one is, so the plugins ask for one tool whatever the trait. Main has none (SwiftPM
// fetches every binary target of a graph, whatever the traits); `Scripts/release` writes a
// release's here, by URL and checksum, and makes `prebuilt` the default trait.
let prebuiltTool: Target? = nil
let defaultTraits: Set<String> = ["sourceBuild"]

// The build plugins' tool, by trait.
let generatorTool: [Target.Dependency] =
    [.target(name: "statichub", condition: .when(traits: ["sourceBuild"]))]
    + (prebuiltTool.map { [.target(name: $0.name, condition: .when(traits: ["prebuilt"]))] } ?? [])

let package = Package(
    name: "StaticHub",
    // The first releases with Swift concurrency, which the runtime's mock scopes (task-local
    // values) and async singletons (continuations) use. Newer primitives (Mutex, Atomic)
    // would need macOS 15 / iOS 18, so the runtime has its own lock and a small C target.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)],
    products: [
        .library(name: "StaticHub", targets: ["StaticHub"]),
        .library(name: "StaticHubTesting", targets: ["StaticHubTesting"]),
        .library(name: "StaticHubPreviews", targets: ["StaticHubPreviews"]),
        .executable(name: "statichub", targets: ["statichub"]),
        .executable(name: "statichub-migrate", targets: ["statichub-migrate"]),
        .plugin(name: "StaticHubPlugin", targets: ["StaticHubPlugin"]),
        .plugin(name: "StaticHubCommandPlugin", targets: ["StaticHubCommandPlugin"])
    ],
    traits: [
        .trait(
            name: "prebuilt",
            description: "The build plugins run the release's prebuilt statichub: the generator is never compiled"
        ),
        .trait(
            name: "sourceBuild",
            description: "The build plugins compile statichub from source: contributors, offline builds, other platforms"
        ),
        .default(enabledTraits: defaultTraits)
    ],
    targets: [
        // Runtime: the manifest DSL and the few types generated code names.
        .target(name: "StaticHub", dependencies: ["StaticHubAtomics"], path: "Sources/StaticHub"),
        // One atomic counter for the debug mock path, without raising deployment targets.
        .target(name: "StaticHubAtomics", path: "Sources/StaticHubAtomics"),
        // The `.hubMocks` test trait, apart so that app targets never link Testing.
        .target(name: "StaticHubTesting", dependencies: ["StaticHub"], path: "Sources/StaticHubTesting"),
        // The `.hubMocks` preview trait, for SwiftUI apps; empty where SwiftUI is not.
        .target(name: "StaticHubPreviews", dependencies: ["StaticHub"], path: "Sources/StaticHubPreviews"),

        // The example app, split like a real one: the app's hub imports the public hub of a
        // library module. The build plugin generates both.
        .target(
            name: "ExampleCore",
            dependencies: ["StaticHub"],
            path: "Sources/ExampleCore",
            plugins: ["StaticHubPlugin"]
        ),
        .executableTarget(
            name: "Example",
            dependencies: ["StaticHub", "ExampleCore"],
            path: "Sources/Example",
            plugins: ["StaticHubPlugin"]
        ),

        // Generator: a core library without I/O, the command line (arguments, files, the
        // stamp) over it, a thin executable, and two plugins that only run the executable.
        .target(name: "StaticHubGenerator", path: "Generator/StaticHubGenerator"),
        .target(name: "StaticHubCommandLine", dependencies: ["StaticHubGenerator"], path: "Generator/StaticHubCommandLine"),
        .executableTarget(
            name: "statichub",
            dependencies: ["StaticHubCommandLine"],
            path: "Generator/statichub"
        ),
        // The migration from Factory, Swinject and MDI: its own core over the generator's
        // lexer, a command line and an executable that no plugin depends on, so a client's
        // build never compiles it.
        .target(name: "StaticHubMigration", dependencies: ["StaticHubGenerator"], path: "Generator/StaticHubMigration"),
        .target(
            name: "StaticHubMigrateCommandLine",
            dependencies: ["StaticHubMigration", "StaticHubCommandLine"],
            path: "Generator/StaticHubMigrateCommandLine"
        ),
        .executableTarget(
            name: "statichub-migrate",
            dependencies: ["StaticHubMigrateCommandLine", "StaticHubCommandLine"],
            path: "Generator/statichub-migrate"
        ),
        .plugin(
            name: "StaticHubPlugin",
            capability: .buildTool(),
            dependencies: generatorTool,
            path: "Generator/Plugins/StaticHubPlugin"
        ),
        .plugin(
            name: "StaticHubCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "statichub-generate",
                    description: "Writes each target's generated hub into its source folder"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes StaticHub.generated.swift into the targets' source folders")
                ]
            ),
            dependencies: generatorTool,
            path: "Generator/Plugins/StaticHubCommandPlugin"
        ),

        // Tests.
        .testTarget(name: "StaticHubTests", dependencies: ["StaticHub"]),
        .testTarget(
            name: "StaticHubGeneratorTests",
            dependencies: ["StaticHubGenerator", "StaticHubCommandLine", "StaticHubTestSupport"],
            exclude: ["Goldens", "SplitGoldens", "TestGoldens", "CompileFailures"]
        ),
        .testTarget(
            name: "StaticHubMigrationTests",
            dependencies: ["StaticHubGenerator", "StaticHubMigration", "StaticHubMigrateCommandLine", "StaticHubTestSupport"],
            exclude: ["Cases", "Goldens"]
        ),
        // What both generator and migration tests run: the toolchain, fixtures' folders.
        .target(name: "StaticHubTestSupport", path: "Tests/StaticHubTestSupport"),
        .target(
            name: "EndToEndPublicHub",
            dependencies: ["StaticHub"],
            path: "Tests/EndToEndPublicHub",
            plugins: ["StaticHubPlugin"]
        ),
        // Hubs across modules: the test module's hub imports the feature module's, which
        // imports EndToEndPublicHub's.
        .target(
            name: "EndToEndFeatureHub",
            dependencies: ["StaticHub", "EndToEndPublicHub"],
            path: "Tests/EndToEndFeatureHub",
            plugins: ["StaticHubPlugin"]
        ),
        .testTarget(
            name: "EndToEndModulesTests",
            dependencies: ["StaticHub", "EndToEndFeatureHub"],
            plugins: ["StaticHubPlugin"]
        ),
        .testTarget(
            name: "EndToEndModulesSwift5Tests",
            dependencies: ["StaticHub", "EndToEndFeatureHub"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["StaticHubPlugin"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["StaticHub", "StaticHubTesting", "EndToEndPublicHub"],
            plugins: ["StaticHubPlugin"]
        ),
        .testTarget(
            name: "EndToEndSwift5Tests",
            dependencies: ["StaticHub", "StaticHubTesting", "EndToEndPublicHub"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["StaticHubPlugin"]
        )
    ] + (prebuiltTool.map { [$0] } ?? []),
    swiftLanguageModes: [.v6]
)
