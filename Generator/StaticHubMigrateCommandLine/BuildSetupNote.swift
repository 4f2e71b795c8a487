import Foundation
import StaticHubCommandLine

/// What a migration leaves to the build: the target whose files hold the manifests needs the
/// StaticHub library and its build plugin, which write the hub's members. Said once, as a
/// note, unless the package manifest or Xcode project above that file names the plugin.
enum BuildSetupNote {
    static func text(forManifestIn path: String) -> String? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent()
        var below: [String] = []  // the folders between `folder` and the file, outermost first
        let fileManager = FileManager.default
        while folder.path != "/" && !folder.path.isEmpty {
            let manifest = folder.appendingPathComponent("Package.swift")
            if fileManager.fileExists(atPath: manifest.path) {
                guard !names(manifest.path, "StaticHubPlugin") else { return nil }
                let target = below.first == "Sources" && below.count > 1 ? below[1] : below.last ?? "the target"
                return "note: the target '\(target)' of \(manifest.path) needs StaticHub: add "
                    + "'.product(name: \"StaticHub\", package: \"StaticHub\")' to its dependencies and "
                    + "'plugins: [.plugin(name: \"StaticHubPlugin\", package: \"StaticHub\")]' (see Getting Started)"
            }
            let projects = (try? fileManager.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasSuffix(".xcodeproj") } ?? []
            if let project = projects.sorted().first {
                let file = folder.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
                guard !names(file.path, "StaticHubPlugin") else { return nil }
                return "note: the target '\(below.first ?? "")' of \(folder.appendingPathComponent(project).path) needs StaticHub: "
                    + "add the package, its 'StaticHub' library to the target, and 'StaticHubPlugin' to the target's Run Build "
                    + "Tool Plug-ins (see Getting Started)"
            }
            below.insert(folder.lastPathComponent, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        return "note: the target that builds \(path) needs StaticHub: its 'StaticHub' library and its 'StaticHubPlugin' build "
            + "plugin (see Getting Started)"
    }

    private static func names(_ path: String, _ word: String) -> Bool {
        guard case .bytes(let bytes) = FileSystem.read(path).contents else { return false }
        return String(decoding: bytes, as: UTF8.self).contains(word)
    }
}
