import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory statichub-generate [--target NAME]…`
///
/// Writes `StaticHub.generated.swift` into the source folder of each target that has a
/// manifest (or of each named target), for teams that commit generated code. A target
/// should use either this or the build plugin, not both.
@main
struct StaticHubCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "statichub").url
        let packageDirectory = context.package.directoryURL.standardizedFileURL.path + "/"

        for case let target as SwiftSourceModuleTarget in targets {
            let sources = GeneratorInvocation.swiftSources(target.sourceFiles(withSuffix: "swift").map(\.url))
            guard targetNames.contains(target.name) || sources.contains(where: GeneratorInvocation.mayContainManifest) else {
                continue
            }
            // Relative paths keep the committed file (its #sourceLocation lines) machine-independent.
            func relative(_ url: URL) -> String {
                let path = url.standardizedFileURL.path
                return path.hasPrefix(packageDirectory) ? String(path.dropFirst(packageDirectory.count)) : path
            }
            let output = target.directoryURL.appendingPathComponent(GeneratorInvocation.committedFileName)
            let process = Process()
            process.executableURL = tool
            process.currentDirectoryURL = context.package.directoryURL
            process.arguments = GeneratorInvocation.arguments(output: relative(output), sources: sources.map(relative))
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("statichub failed for target '\(target.name)' (exit \(process.terminationStatus))")
                throw CommandFailure(target: target.name)
            }
            print("Wrote \(relative(output))")
        }
    }

    private struct CommandFailure: Error, CustomStringConvertible {
        let target: String
        var description: String { "statichub could not generate the hub of target '\(target)'" }
    }
}
