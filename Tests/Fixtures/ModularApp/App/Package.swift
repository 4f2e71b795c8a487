// swift-tools-version: 6.1
import Foundation
import PackageDescription

// StaticHub is this repository's root; SwiftPM names a path dependency after its folder.
let staticHubPath = "../../../.."
let staticHub = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent(staticHubPath).standardized.lastPathComponent
let runtime = Target.Dependency.product(name: "StaticHub", package: staticHub)
let buildPlugin = Target.PluginUsage.plugin(name: "StaticHubPlugin", package: staticHub)

let package = Package(
    name: "App",
    dependencies: [
        .package(path: staticHubPath),
        // The second package, by a local path: its hubs are imported by this package's.
        .package(path: "../Platform")
    ],
    targets: [
        .target(
            name: "Feed",
            dependencies: [runtime, .product(name: "PlatformNetworking", package: "Platform")],
            plugins: [buildPlugin]
        ),
        // A library in Swift 5 mode, imported by hubs compiled in Swift 6 mode.
        .target(
            name: "Profile",
            dependencies: [
                runtime,
                .product(name: "PlatformCore", package: "Platform"),
                .product(name: "PlatformNetworking", package: "Platform")
            ],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [buildPlugin]
        ),
        .testTarget(
            name: "AppTests",
            dependencies: ["Feed", "Profile", runtime, .product(name: "StaticHubTesting", package: staticHub)],
            plugins: [buildPlugin]
        ),
        // The same files (symlinked), in Swift 5 mode.
        .testTarget(
            name: "AppSwift5Tests",
            dependencies: ["Feed", "Profile", runtime, .product(name: "StaticHubTesting", package: staticHub)],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [buildPlugin]
        )
    ],
    swiftLanguageModes: [.v6]
)
