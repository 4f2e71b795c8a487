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
        .package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1"),
    ],
    targets: [
        // One executable holds every contender, so they share the object graph's types.
        .executableTarget(
            name: "ResolveBenchmark",
            dependencies: [
                .product(name: "StaticHub", package: staticHub),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            plugins: [.plugin(name: "StaticHubPlugin", package: staticHub)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
