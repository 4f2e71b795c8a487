import Foundation
import StaticHubTestSupport
import Testing

/// Builds a throwaway client package with the real toolchain and the build plugin, to see
/// what a user sees in `swift build`.
@Suite("Build plugin diagnostics")
struct BuildPluginDiagnosticsTests {
    static let packageManifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Client",
            dependencies: [.package(path: "\(Fixtures.packageDirectory.path)")],
            targets: [
                .executableTarget(
                    name: "Client",
                    dependencies: [.product(name: "StaticHub", package: "\(Fixtures.packageDirectory.lastPathComponent)")],
                    plugins: [.plugin(name: "StaticHubPlugin", package: "\(Fixtures.packageDirectory.lastPathComponent)")]
                ),
            ]
        )
        """

    static func hub(_ registration: String) -> String {
        """
        import StaticHub

        final class Cache {
            var items: [String] = []
        }

        enum Hub {}

        extension Hub {
            static let manifest: [HubRegistration] = [
                \(registration)
            ]
        }
        """
    }

    @Test("Generator errors, and compiler errors in generated code, fail swift build on the manifest line")
    func errorsReachSwiftBuild() throws {
        let package = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: package) }
        let sources = package.appendingPathComponent("Sources/Client")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.packageManifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "print(Hub.resolve(Int.self))\n".write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let hubFile = sources.appendingPathComponent("Hub.swift")
        // The plugin passes real paths; compare against the same spelling.
        let hubPath = hubFile.resolvingSymlinksInPath().path

        // 1. The generator rejects the manifest.
        try Self.hub("AutoRegister(Int.self, parameterTypes: (any Clok).self, using: { _ in 1 }),")
            .write(to: hubFile, atomically: true, encoding: .utf8)
        let generatorFailure = try Toolchain.swiftBuild(in: package)
        #expect(generatorFailure.status != 0)
        #expect(
            generatorFailure.output.contains("\(hubPath):11:48: error: no registration in hub 'Hub' provides 'any Clok'"),
            "\(generatorFailure.output)")

        // 2. The generator accepts it; the compiler rejects generated code, on the registration line.
        try Self.hub("AutoRegister(Int.self, using: { 1 }),\n        SingletonRegister(Cache.self, using: Cache.init),")
            .write(to: hubFile, atomically: true, encoding: .utf8)
        let compilerFailure = try Toolchain.swiftBuild(in: package)
        #expect(compilerFailure.status != 0)
        // #sourceLocation maps lines, not columns, so only the line is the manifest's.
        let compilerErrors = compilerFailure.output.split(separator: "\n").filter { $0.hasPrefix(hubPath + ":12:") }
        #expect(
            compilerErrors.contains {
                $0.contains(
                    ": error: static property '_sharedCache' is not concurrency-safe because non-'Sendable' type 'Cache' may have shared mutable state"
                )
            }, "\(compilerFailure.output)")

        // 3. Fixed: it builds.
        try Self.hub("AutoRegister(Int.self, using: { 1 }),").write(to: hubFile, atomically: true, encoding: .utf8)
        let success = try Toolchain.swiftBuild(in: package)
        #expect(success.status == 0, "\(success.output)")
    }
}
