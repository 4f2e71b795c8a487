// swift-tools-version: 6.1
import PackageDescription

// A Vapor 4 server whose per-request services live in a StaticHub task scope, which an
// `AsyncMiddleware` enters around the rest of the chain. StaticHub itself has no dependencies:
// only this example depends on Vapor.
let package = Package(
    name: "VaporServer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "StaticHub", path: "../.."),
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3")
    ],
    targets: [
        .executableTarget(
            name: "VaporServer",
            dependencies: [
                .product(name: "StaticHub", package: "StaticHub"),
                .product(name: "Vapor", package: "vapor")
            ],
            plugins: [.plugin(name: "StaticHubPlugin", package: "StaticHub")]
        )
    ],
    swiftLanguageModes: [.v6]
)
