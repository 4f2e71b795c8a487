import Foundation
import PackagePlugin

/// Generates a target's hub members from its manifests on every build that changes a source.
@main
struct StaticHubPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        return [
            try command(
                tool: context.tool(named: "statichub").url,
                sources: target.sourceFiles(withSuffix: "swift").map(\.url),
                workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.name
            )
        ]
    }

    private func command(tool: URL, sources: [URL], workDirectory: URL, targetName: String) throws -> Command {
        let inputs = GeneratorInvocation.swiftSources(sources)
        let output = workDirectory.appendingPathComponent(GeneratorInvocation.buildOutputFileName(target: targetName))
        return .buildCommand(
            displayName: "Generating StaticHub hubs for \(targetName)",
            executable: tool,
            arguments: GeneratorInvocation.arguments(output: output.path, sources: inputs.map(\.path)),
            inputFiles: inputs,
            outputFiles: [output]
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StaticHubPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        [
            try command(
                tool: context.tool(named: "statichub").url,
                sources: target.inputFiles.map(\.url),
                workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.displayName
            )
        ]
    }
}
#endif
