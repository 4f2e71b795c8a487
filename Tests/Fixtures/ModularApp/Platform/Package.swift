// swift-tools-version: 6.1
import Foundation
import PackageDescription

// StaticHub is this repository's root; SwiftPM names a path dependency after its folder.
let staticHubPath = "../../../.."
let staticHub = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent(staticHubPath).standardized.lastPathComponent

let package = Package(
    name: "Platform",
    products: [
        .library(name: "PlatformCore", targets: ["PlatformCore"]),
        .library(name: "PlatformNetworking", targets: ["PlatformNetworking"])
    ],
    dependencies: [.package(path: staticHubPath)],
    targets: [
        .target(
            name: "PlatformCore",
            dependencies: [.product(name: "StaticHub", package: staticHub)],
            plugins: [.plugin(name: "StaticHubPlugin", package: staticHub)]
        ),
        .target(
            name: "PlatformNetworking",
            dependencies: ["PlatformCore", .product(name: "StaticHub", package: staticHub)],
            plugins: [.plugin(name: "StaticHubPlugin", package: staticHub)]
        )
    ]
)
