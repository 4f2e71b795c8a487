import Foundation
import StaticHubTestSupport
import Testing

/// There is no Xcode here, so the plugins' `#if canImport(XcodeProjectPlugin)` code is
/// type-checked against a stand-in module declaring the documented API it uses
/// (`Tests/XcodeProjectPluginStandIn`), with the toolchain's own `PackagePlugin` module and
/// the package's tools version, as SwiftPM compiles plugins. What Xcode does with the
/// commands at build time is not verified here.
@Suite("Xcode plugin code")
struct XcodePluginTests {
    static let plugins = ["StaticHubPlugin", "StaticHubCommandPlugin"]

    @Test("Each plugin type-checks with XcodeProjectPlugin available", arguments: plugins)
    func typechecks(_ plugin: String) throws {
        let standIn = try String(contentsOf: Self.standInFile, encoding: .utf8)
        let outcome = try typecheck(plugin, against: standIn)
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test("The Xcode code is really compiled: without a member it uses, the stand-in fails it")
    func standInIsUsed() throws {
        let standIn = try String(contentsOf: Self.standInFile, encoding: .utf8)
        let withoutInputFiles = standIn.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("inputFiles") }.joined(separator: "\n")
        #expect(withoutInputFiles != standIn)
        let outcome = try typecheck("StaticHubPlugin", against: withoutInputFiles)
        #expect(outcome.status != 0)
        #expect(outcome.output.contains("error: value of type 'XcodeTarget' has no member 'inputFiles'"), "\(outcome.output)")
    }

    private static let standInFile = Fixtures.packageDirectory.appendingPathComponent(
        "Tests/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift")

    /// The toolchain's `PackagePlugin` module, which plugins import.
    private static func pluginAPIDirectory() throws -> URL {
        let swiftc = try #require(Toolchain.swiftc)
        let directory = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI")
        try #require(FileManager.default.fileExists(atPath: directory.appendingPathComponent("PackagePlugin.swiftmodule").path))
        return directory
    }

    /// `// swift-tools-version: 6.1` → `6.1`: plugins see the PackagePlugin API of the package's tools version.
    private static func toolsVersion() throws -> String {
        let manifest = try String(contentsOf: Fixtures.packageDirectory.appendingPathComponent("Package.swift"), encoding: .utf8)
        let firstLine = try #require(manifest.split(separator: "\n").first)
        return try #require(firstLine.split(separator: ":").last).trimmingCharacters(in: .whitespaces)
    }

    /// Builds the stand-in module from `standIn`, then type-checks `plugin`'s sources against it.
    private func typecheck(_ plugin: String, against standIn: String) throws -> Toolchain.Outcome {
        let swiftc = try #require(Toolchain.swiftc)
        let api = try Self.pluginAPIDirectory().path
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let standInSource = directory.appendingPathComponent("XcodeProjectPlugin.swift")
        try standIn.write(to: standInSource, atomically: true, encoding: .utf8)
        let module = try Toolchain.run(
            swiftc,
            [
                "-emit-module", "-module-name", "XcodeProjectPlugin", "-parse-as-library", "-swift-version", "6", "-I", api,
                "-emit-module-path", directory.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path, standInSource.path
            ])
        try #require(module.status == 0, "\(module.output)")
        let plugins = Fixtures.packageDirectory.appendingPathComponent("Generator/Plugins")
        let sources =
            try Fixtures.swiftFiles(in: plugins.appendingPathComponent("Shared")).map(\.path)
            + [plugins.appendingPathComponent(plugin).appendingPathComponent("plugin.swift").path]
        return try Toolchain.run(
            swiftc,
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-package-description-version", try Self.toolsVersion(), "-I", api, "-I", directory.path
            ] + sources)
    }
}
