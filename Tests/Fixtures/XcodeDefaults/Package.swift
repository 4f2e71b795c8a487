// swift-tools-version: 6.2
import Foundation
import PackageDescription

// A package set up as Xcode 26's new-app template sets up its targets: default isolation
// `MainActor` and "approachable concurrency". Libraries keep the nonisolated default, and
// hubs import each other across the two defaults, both ways.

// StaticHub is this repository's root; SwiftPM names a path dependency after its folder.
let staticHubPath = "../../.."
let staticHub = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent(staticHubPath).standardized.lastPathComponent
let runtime = Target.Dependency.product(name: "StaticHub", package: staticHub)
let testing = Target.Dependency.product(name: "StaticHubTesting", package: staticHub)
let buildPlugin = Target.PluginUsage.plugin(name: "StaticHubPlugin", package: staticHub)

let xcodeDefaults: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances")
]

let package = Package(
    name: "XcodeDefaults",
    dependencies: [.package(path: staticHubPath)],
    targets: [
        // A library with the nonisolated default: its hub is nonisolated.
        .target(name: "ServiceKit", dependencies: [runtime], plugins: [buildPlugin]),
        // A feature library as Xcode makes one: its hub, unannotated, is a main-actor hub.
        .target(name: "FeatureKit", dependencies: [runtime, "ServiceKit"], swiftSettings: xcodeDefaults, plugins: [buildPlugin]),
        .executableTarget(
            name: "App", dependencies: [runtime, "FeatureKit", "ServiceKit"], swiftSettings: xcodeDefaults, plugins: [buildPlugin]),
        // The other way round: a nonisolated library whose hub imports a main-actor hub.
        .target(name: "ToolKit", dependencies: [runtime, "FeatureKit"], plugins: [buildPlugin]),
        .testTarget(
            name: "AppTests", dependencies: ["App", runtime, testing], swiftSettings: xcodeDefaults, plugins: [buildPlugin]),
        .testTarget(
            name: "AppSwift5Tests", dependencies: ["App", runtime, testing],
            swiftSettings: xcodeDefaults + [.swiftLanguageMode(.v5)], plugins: [buildPlugin]),
        .testTarget(name: "ToolKitTests", dependencies: ["ToolKit", "FeatureKit", runtime])
    ]
)
