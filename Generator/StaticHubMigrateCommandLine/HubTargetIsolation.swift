import Foundation
import StaticHubCommandLine
import StaticHubGenerator

/// The default isolation of the target the hub's file belongs to, read as the build plugins
/// read it: from the nearest `Package.swift` above the file (the target is the folder under
/// `Sources/`, or the file's own folder), else from the nearest Xcode project (the target is
/// the folder beside the project). A main-actor hub's test defaults are spelled
/// `MainActorHubTestDefaults`; anything that cannot be told is nonisolated, as for the generator.
enum HubTargetIsolation {
    static func of(hubFile path: String) -> DefaultIsolation {
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        var below: [String] = []  // the folders between `folder` and the hub's file, outermost first
        let fileManager = FileManager.default
        while folder.path != "/" && !folder.path.isEmpty {
            let manifest = folder.appendingPathComponent("Package.swift")
            if fileManager.fileExists(atPath: manifest.path) {
                let target = below.first == "Sources" && below.count > 1 ? below[1] : below.last
                guard let target else { return .nonisolated }
                return GeneratorPipeline.defaultIsolation(ofTarget: target, declaredIn: FileSystem.read(manifest.path)).isolation
            }
            let projects = (try? fileManager.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".xcodeproj") } ?? []
            if let project = projects.sorted().first, let target = below.first {
                let file = folder.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
                return GeneratorPipeline.defaultIsolation(ofXcodeTarget: target, declaredIn: FileSystem.read(file.path)).isolation
            }
            below.insert(folder.lastPathComponent, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        return .nonisolated
    }
}
