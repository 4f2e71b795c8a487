// swift-tools-version: 6.1
import PackageDescription

// A Hummingbird 2 server whose per-request services live in a StaticHub task scope, which a
// `RouterMiddleware` enters around the rest of the chain. StaticHub itself has no dependencies:
// only this example depends on Hummingbird.
let package = Package(
    name: "HummingbirdServer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "StaticHub", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1")
    ],
    targets: [
        .executableTarget(
            name: "HummingbirdServer",
            dependencies: [
                .product(name: "StaticHub", package: "StaticHub"),
                .product(name: "Hummingbird", package: "hummingbird")
            ],
            plugins: [.plugin(name: "StaticHubPlugin", package: "StaticHub")]
        )
    ],
    swiftLanguageModes: [.v6]
)
