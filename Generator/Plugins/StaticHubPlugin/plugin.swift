import Foundation
import PackagePlugin

/// Generates a target's hub members from its manifests on every build that changes a source.
@main
struct StaticHubPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        // The generator reads each dependency's summary, which that module's command writes, for
        // the hubs a manifest may import: an input, so a change to an imported hub regenerates
        // this one, and nothing else does. A module whose summary cannot be found is read from
        // its sources, every file of it an input.
        let dependencies = GeneratorInvocation.dependencyModules(of: target)
        let packages = GeneratorInvocation.packages(declaring: [target] + dependencies, in: context.package)
        var summaries = DependencySummaries(workDirectory: context.pluginWorkDirectoryURL, package: context.package, target: target.name)
        var read: [(module: String, directory: String)] = []
        var dependencyFiles: [URL] = []
        for dependency in dependencies {
            if let package = packages[dependency.id], let summary = summaries.summary(of: dependency, in: package) {
                read.append((dependency.name, summary.file.path))
                dependencyFiles += summary.inputs
            } else {
                read.append((dependency.name, dependency.directoryURL.path))
                dependencyFiles += dependency.sourceFiles(withSuffix: "swift").map(\.url)
            }
        }
        return [
            try command(
                tool: GeneratorTool.url(context.tool(named:)),
                sources: target.sourceFiles(withSuffix: "swift").map(\.url),
                dependencies: read,
                dependencyFiles: dependencyFiles,
                runtime: GeneratorInvocation.runtimeDirectory(of: target),
                workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.name,
                packageManifests: GeneratorInvocation.packageManifests(of: [target] + dependencies, packages: packages),
                writesSummary: true
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
        xcodeProject: URL? = nil,
        writesSummary: Bool = false
    ) throws -> Command {
        let inputs = GeneratorInvocation.swiftSources(sources)
        let output = workDirectory.appendingPathComponent(GeneratorInvocation.buildOutputFileName(target: targetName))
        // A file per manifest source: an edit of one recompiles its own generated file.
        let splitOutputs = GeneratorInvocation.splitOutputs(sources: inputs, target: targetName, directory: workDirectory)
        // What the targets importing this one's hubs read instead of its sources: written, not
        // declared (see `DependencySummaries`).
        let summary = writesSummary ? workDirectory.appendingPathComponent(DependencySummaries.fileName(target: targetName)) : nil
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
                xcodeProject: xcodeProject?.path,
                summary: summary?.path
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
                    tool: GeneratorTool.url(context.tool(named:)),
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
