import Foundation
import StaticHubCommandLine
import StaticHubGenerator

/// What the target the hub's file belongs to tells the migration, read as the build plugins
/// read it: from the nearest `Package.swift` above the file (the target is the folder under
/// `Sources/`, or the file's own folder), else from the nearest Xcode project (the target is
/// the folder beside the project).
struct HubTarget {
    /// The target's default isolation: a main-actor hub's test defaults are spelled
    /// `MainActorHubTestDefaults`. Anything that cannot be told is nonisolated, as for the generator.
    var isolation = DefaultIsolation.nonisolated
    /// Whether the target is an app (`.executableTarget`, an Xcode app or tool), which no other
    /// module imports: its hub stays internal, and registrations under `#if` move into it.
    var isApp = false

    static func of(hubFile path: String) -> HubTarget {
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        var below: [String] = []  // the folders between `folder` and the hub's file, outermost first
        let fileManager = FileManager.default
        while folder.path != "/" && !folder.path.isEmpty {
            let manifest = folder.appendingPathComponent("Package.swift")
            if fileManager.fileExists(atPath: manifest.path) {
                let target = below.first == "Sources" && below.count > 1 ? below[1] : below.last
                guard let target else { return HubTarget() }
                var targets = PackageTargets()
                return HubTarget(
                    isolation: GeneratorPipeline.defaultIsolation(ofTarget: target, declaredIn: FileSystem.read(manifest.path)).isolation,
                    isApp: targets.target(of: path)?.isExecutable == true)
            }
            let projects = (try? fileManager.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".xcodeproj") } ?? []
            if let project = projects.sorted().first, let target = below.first {
                let file = FileSystem.read(folder.appendingPathComponent(project).appendingPathComponent("project.pbxproj").path)
                return HubTarget(
                    isolation: GeneratorPipeline.defaultIsolation(ofXcodeTarget: target, declaredIn: file).isolation,
                    isApp: XcodeProjectProducts.isApp(target, in: file))
            }
            below.insert(folder.lastPathComponent, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        return HubTarget()
    }
}
