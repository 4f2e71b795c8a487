import Foundation
import PackagePlugin

/// The generator both plugins run: the release's prebuilt `statichub` (trait `prebuilt`) or
/// the one SwiftPM builds from this package's source (trait `sourceBuild`). Both carry the
/// one name, so nothing here depends on the trait.
enum GeneratorTool {
    static func url(_ find: (String) throws -> PluginContext.Tool) throws -> URL {
        do {
            return try find("statichub").url
        } catch {
            throw Missing()
        }
    }

    /// Neither trait is on, or `prebuilt` is on a checkout that has no prebuilt tool.
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "StaticHub has no generator for this build: enable the trait \"sourceBuild\" of the StaticHub package, which "
                + "builds statichub from source, or \"prebuilt\" on a release of StaticHub (a checkout of main has no prebuilt tool)"
        }
    }
}
