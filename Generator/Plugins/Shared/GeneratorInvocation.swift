import Foundation
import PackagePlugin

/// What both plugins share: which files to hand the generator, and how to call it.
/// (Symlinked into each plugin's folder: a plugin target cannot depend on a library.)
enum GeneratorInvocation {
    /// The file the command plugin writes into a target's source folder.
    static let committedFileName = "StaticHub.generated.swift"

    /// The `.xcodeproj` of the Xcode project named `name` in `directory` (or `directory`
    /// itself, when it is one), read for a target's default actor isolation; nil when there
    /// is none, so that no build declares a missing input.
    static func xcodeProject(named name: String, in directory: URL) -> URL? {
        let project = directory.pathExtension == "xcodeproj" ? directory : directory.appendingPathComponent(name + ".xcodeproj")
        return FileManager.default.fileExists(atPath: project.appendingPathComponent("project.pbxproj").path) ? project : nil
    }

    /// The file the build plugin writes into its work directory; named after the target so
    /// it never clashes with a source file of the same module.
    static func buildOutputFileName(target: String) -> String {
        "\(target)+StaticHub.generated.swift"
    }

    /// The Swift sources of a target. A committed generated file is among them: the CLI
    /// leaves out its own output, and the generator reports one the build plugin would duplicate.
    static func swiftSources(_ files: [URL]) -> [URL] {
        files.filter { $0.pathExtension == "swift" }
    }

    /// The files the build plugin writes besides the hub file: for each source, the file with
    /// the members of the registrations it declares (`--split-output`; a banner alone for a
    /// source with none). Every source gets one because the plugin only lists files: Swift
    /// Build asks for the commands on every build, and reading each source there would cost
    /// every build, edit or not. Named after the target and the source, numbered when two
    /// sources share a name, so none clashes with a source file of the module.
    static func splitOutputs(sources: [URL], target: String, directory: URL) -> [(source: URL, output: URL)] {
        var used: Set<String> = []
        return sources.map { source in
            let base = "\(target)+\(source.deletingPathExtension().lastPathComponent)"
            var name = base
            var number = 2
            while !used.insert(name).inserted {
                name = "\(base)\(number)"
                number += 1
            }
            return (source, directory.appendingPathComponent(name + "+StaticHub.generated.swift"))
        }
    }

    /// The generator's own pre-filter, with which the command plugin skips targets that have
    /// no manifest at all (it runs on request, so it may read the sources).
    static func mayContainManifest(_ file: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: file.path) else { return false }
        return data.range(of: Data("HubRegistration".utf8)) != nil
    }

    /// The file in which the build plugin's runs record what they read, so that a run after
    /// an edit that touched no manifest skips its work (`statichub generate --stamp`).
    static func stampFileName(target: String) -> String {
        "\(target).statichub-stamp"
    }

    /// `sourceLocations: false` for a committed file (see the command plugin); `dependencies`
    /// are the source folders of the modules the target depends on, by module name;
    /// `runtime` is the runtime's source folder, whose release the generator checks.
    static func arguments(
        output: String,
        sources: [String],
        dependencies: [(module: String, directory: String)] = [],
        splitOutputs: [(source: String, output: String)] = [],
        runtime: String? = nil,
        stamp: String? = nil,
        sourceLocations: Bool = true,
        module: String? = nil,
        packageManifests: [(module: String, path: String)] = [],
        xcodeProject: String? = nil,
        summary: String? = nil
    ) -> [String] {
        // Appended one by one: as one expression, it takes the type checker too long.
        var arguments = ["generate", "--output", output]
        // The module's name matters only to find its default isolation in what follows.
        if let module, !packageManifests.isEmpty || xcodeProject != nil || summary != nil {
            arguments += ["--module", module]
        }
        if let summary {
            arguments += ["--summary", summary]
        }
        arguments += packageManifests.flatMap { ["--package-manifest", "\($0.module)=\($0.path)"] }
        if let module, let xcodeProject {
            arguments += ["--xcode-project", "\(module)=\(xcodeProject)"]
        }
        if let stamp {
            arguments += ["--stamp", stamp]
        }
        if !sourceLocations {
            arguments.append("--no-source-locations")
        }
        if let runtime {
            arguments += ["--runtime", runtime]
        }
        arguments += splitOutputs.flatMap { ["--split-output", "\($0.source)=\($0.output)"] }
        arguments += dependencies.flatMap { ["--dependency", "\($0.module)=\($0.directory)"] }
        return arguments + sources
    }

    /// The Swift modules a target depends on, directly or not, in this package or another,
    /// that can declare a hub (they depend on the StaticHub runtime): where the hubs it may
    /// import are. The runtime itself, which every such target depends on, is left unread.
    static func dependencyModules(of target: SwiftSourceModuleTarget) -> [SwiftSourceModuleTarget] {
        target.recursiveTargetDependencies.compactMap { $0 as? SwiftSourceModuleTarget }.filter { module in
            module.dependencies.contains { dependency in
                switch dependency {
                case .target(let target): target.name == runtimeModule
                case .product(let product): product.name == runtimeModule
                @unknown default: false
                }
            }
        }
    }

    /// The `Package.swift` of the package that declares each of `modules`, by module name: the
    /// generator reads each module's default isolation there (the plugin API does not give a
    /// target's settings). Read by the generator, in the build command, so a plugin that runs
    /// on every build reads no file; inputs of that command, so a changed setting regenerates.
    static func packageManifests(of modules: [SwiftSourceModuleTarget], in package: Package) -> [(module: String, path: URL)] {
        packageManifests(of: modules, packages: packages(declaring: modules, in: package))
    }

    /// `packageManifests(of:in:)` with the packages already found.
    static func packageManifests(of modules: [SwiftSourceModuleTarget], packages: [Target.ID: Package]) -> [(module: String, path: URL)] {
        modules.compactMap { module in packages[module.id].map { (module.name, $0.directoryURL.appendingPathComponent("Package.swift")) } }
    }

    /// The package that declares each of `modules`, by the module's ID: `package` or one of
    /// the packages it depends on, directly or not.
    static func packages(declaring modules: [SwiftSourceModuleTarget], in package: Package) -> [Target.ID: Package] {
        var packages: [Package] = []
        var pending = [package]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            packages.append(next)
            pending += next.dependencies.map(\.package)
        }
        var declaring: [Target.ID: Package] = [:]
        for module in modules {
            declaring[module.id] = packages.first { $0.targets.contains { $0.id == module.id } }
        }
        return declaring
    }

    /// The source folder of the StaticHub runtime the target links. The plugin and the runtime
    /// may come from different packages (StaticHubPrebuilt), so the generator is shown the
    /// runtime's release to compare with its own.
    static func runtimeDirectory(of target: SwiftSourceModuleTarget) -> URL? {
        target.recursiveTargetDependencies.first { $0.name == runtimeModule && $0 is SwiftSourceModuleTarget }?.directoryURL
    }

    /// The runtime's file that declares its release (the generator's `RuntimeRelease.fileName`):
    /// an input of the build command, so a new runtime regenerates the hubs.
    static let runtimeReleaseFileName = "StaticHubRelease.swift"

    private static let runtimeModule = "StaticHub"
}
