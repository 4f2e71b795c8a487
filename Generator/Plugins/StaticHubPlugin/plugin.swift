import Foundation
import PackagePlugin

/// Generates a target's hub members from its manifests on every build that changes a source.
@main
struct StaticHubPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        // The generator reads the dependencies' folders for the hubs a manifest imports; their
        // files are inputs too, so a change to an imported hub's manifest regenerates this one.
        let dependencies = GeneratorInvocation.dependencyModules(of: target)
        let manifests = GeneratorInvocation.packageManifests(of: [target] + dependencies, in: context.package)
        return [
            try command(
                tool: context.tool(named: "statichub").url,
                sources: target.sourceFiles(withSuffix: "swift").map(\.url),
                dependencies: dependencies.map { ($0.name, $0.directoryURL.path) },
                dependencyFiles: dependencies.flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) },
                runtime: GeneratorInvocation.runtimeDirectory(of: target),
                workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.name,
                packageManifests: manifests
            )
        ]
    }

    private func command(
        tool: URL,
        sources: [URL],
        dependencies: [(module: String, directory: String)] = [],
        dependencyFiles: [URL] = [],
        runtime: URL? = nil,
        workDirectory: URL,
        targetName: String,
        packageManifests: [(module: String, path: URL)] = [],
        xcodeProject: URL? = nil
    ) throws -> Command {
        let inputs = GeneratorInvocation.swiftSources(sources)
        let output = workDirectory.appendingPathComponent(GeneratorInvocation.buildOutputFileName(target: targetName))
        // A file per manifest source: an edit of one recompiles its own generated file.
        let splitOutputs = GeneratorInvocation.splitOutputs(sources: inputs, target: targetName, directory: workDirectory)
        return .buildCommand(
            displayName: "Generating StaticHub hubs for \(targetName)",
            executable: tool,
            arguments: GeneratorInvocation.arguments(
                output: output.path,
                sources: inputs.map(\.path),
                dependencies: dependencies,
                splitOutputs: splitOutputs.map { ($0.source.path, $0.output.path) },
                runtime: runtime?.path,
                stamp: workDirectory.appendingPathComponent(GeneratorInvocation.stampFileName(target: targetName)).path,
                module: targetName,
                packageManifests: packageManifests.map { ($0.module, $0.path.path) },
                xcodeProject: xcodeProject?.path
            ),
            inputFiles: inputs + dependencyFiles + Set(packageManifests.map(\.path)).sorted { $0.path < $1.path }
                + [xcodeProject?.appendingPathComponent("project.pbxproj")].compactMap { $0 }
                + [runtime?.appendingPathComponent(GeneratorInvocation.runtimeReleaseFileName)].compactMap { $0 },
            outputFiles: [output] + splitOutputs.map(\.output)
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
                    targetName: target.displayName,
                    // Read for the target's SWIFT_DEFAULT_ACTOR_ISOLATION, which Xcode does not pass.
                    xcodeProject: GeneratorInvocation.xcodeProject(
                        named: context.xcodeProject.displayName, in: context.xcodeProject.directoryURL)
                )
            ]
        }
    }
#endif
