// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A path dependency is named after its folder, which differs from clone to clone.
let staticHub = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// The only package allowed peer dependencies: the containers StaticHub is compared with.
let package = Package(
    name: "StaticHubBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1")
    ],
    targets: [
        // One executable holds every contender, so they share the object graph's types.
        .executableTarget(
            name: "ResolveBenchmark",
            dependencies: [
                "ModularScreens",
                .product(name: "StaticHub", package: staticHub),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies")
            ],
            plugins: [.plugin(name: "StaticHubPlugin", package: staticHub)]
        ),
        // The app graph split over three modules, each with a public hub importing the one below
        // and the hand-written public functions it is measured against.
        modular("ModularCore", path: "Core", dependencies: []),
        modular("ModularServices", path: "Services", dependencies: ["ModularCore"], define: "MODULAR_SERVICES"),
        modular("ModularScreens", path: "Screens", dependencies: ["ModularServices"], define: "MODULAR_SCREENS")
    ],
    swiftLanguageModes: [.v6]
)

/// One layer of the cross-module app graph; `define` makes its shared type file import the layer below.
func modular(_ name: String, path: String, dependencies: [Target.Dependency], define: String? = nil) -> Target {
    .target(
        name: name,
        dependencies: dependencies + [.product(name: "StaticHub", package: staticHub)],
        path: "Sources/Modular/\(path)",
        swiftSettings: define.map { [.define($0)] } ?? [],
        plugins: [.plugin(name: "StaticHubPlugin", package: staticHub)]
    )
}
