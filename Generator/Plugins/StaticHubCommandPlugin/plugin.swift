import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory statichub-generate [--target NAME]…`
///
/// Writes `StaticHub.generated.swift` into the source folder of each target that has a
/// manifest (or of each named target), for teams that commit generated code. A target
/// should use either this or the build plugin, not both. The file carries no
/// `#sourceLocation` lines: their paths would differ on every machine.
@main
struct StaticHubCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try GeneratorTool.url(context.tool(named:))
        for case let target as SwiftSourceModuleTarget in targets {
            let sources = GeneratorInvocation.swiftSources(target.sourceFiles(withSuffix: "swift").map(\.url))
            guard targetNames.contains(target.name) || sources.contains(where: GeneratorInvocation.mayContainManifest) else {
                continue
            }
            let output = target.directoryURL.appendingPathComponent(GeneratorInvocation.committedFileName)
            let modules = GeneratorInvocation.dependencyModules(of: target)
            let manifests = GeneratorInvocation.packageManifests(of: [target] + modules, in: context.package)
            try generate(
                tool: tool, sources: sources, dependencies: modules.map { ($0.name, $0.directoryURL.path) },
                packageManifests: manifests.map { ($0.module, $0.path.path) }, output: output, targetName: target.name)
            print("Wrote \(output.path)")
        }
    }

    /// Runs the generator for one target, or reports why it failed (its diagnostics are
    /// already on standard error).
    fileprivate func generate(
        tool: URL,
        sources: [URL],
        dependencies: [(module: String, directory: String)] = [],
        packageManifests: [(module: String, path: String)] = [],
        xcodeProject: String? = nil,
        output: URL,
        targetName: String
    ) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = GeneratorInvocation.arguments(
            output: output.path,
            sources: sources.map(\.path),
            dependencies: dependencies,
            sourceLocations: false,
            module: targetName,
            packageManifests: packageManifests,
            xcodeProject: xcodeProject
        )
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("statichub failed for target '\(targetName)' (exit \(process.terminationStatus))")
            throw CommandFailure(target: targetName)
        }
    }

    private struct CommandFailure: Error, CustomStringConvertible {
        let target: String
        var description: String { "statichub could not generate the hub of target '\(target)'" }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension StaticHubCommandPlugin: XcodeCommandPlugin {
        /// In an Xcode project a target has no folder of its own: the file goes beside the
        /// target's first source file that holds a manifest, and must then be added to the target.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let targetNames = extractor.extractOption(named: "target")
            let tool = try GeneratorTool.url(context.tool(named:))
            // Read for each target's SWIFT_DEFAULT_ACTOR_ISOLATION, which Xcode does not pass.
            let project = GeneratorInvocation.xcodeProject(named: context.xcodeProject.displayName, in: context.xcodeProject.directoryURL)
            for target in context.xcodeProject.targets where targetNames.isEmpty || targetNames.contains(target.displayName) {
                let sources = GeneratorInvocation.swiftSources(target.inputFiles.map(\.url))
                guard let manifestFile = sources.first(where: GeneratorInvocation.mayContainManifest) else { continue }
                let output = manifestFile.deletingLastPathComponent().appendingPathComponent(GeneratorInvocation.committedFileName)
                try generate(
                    tool: tool, sources: sources, xcodeProject: project?.path, output: output, targetName: target.displayName)
                print("Wrote \(output.path)")
            }
        }
    }
#endif
