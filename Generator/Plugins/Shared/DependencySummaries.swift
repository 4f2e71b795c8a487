import Foundation
import PackagePlugin

/// Where a dependency module's build wrote its summary (`statichub generate --summary`), so that
/// a target's command reads that one file instead of every source of the module, and runs again
/// only when it changes (when one of the module's generated files, which record its digests, does).
///
/// The plugin API names no other target's work directory, and a build command that declares an
/// input no command makes fails the build. So a summary is used only where both are known: the
/// dependency's target declaration in its `Package.swift` applies one of the StaticHub build
/// plugins by name, and this target's work directory has SwiftPM's layout
/// (`…/outputs/<package>/<target>/destination/<plugin>`, under the native build system and
/// Swift Build alike), whose dependency's counterpart holds the file. Anything else is read
/// from its sources, as before.
struct DependencySummaries {
    /// The plugins that write summaries, by the names a package applies them with.
    static let pluginNames = ["StaticHubPlugin", "StaticHubPrebuiltPlugin"]

    /// The file a target's build writes its summary to, in its work directory.
    static func fileName(target: String) -> String {
        "\(target).statichub-summary"
    }

    /// The folder holding every package's plugin outputs, when this target's work directory has
    /// SwiftPM's layout.
    private let outputs: URL?
    /// Each package's manifest text, read once.
    private var manifests: [URL: String] = [:]

    init(workDirectory: URL, package: Package, target: String) {
        let parts = workDirectory.standardizedFileURL.pathComponents
        let layout =
            parts.count > 5 && parts[parts.count - 2] == "destination" && parts[parts.count - 3] == target
            && parts[parts.count - 4] == package.id && Self.pluginNames.contains(parts[parts.count - 1])
        outputs =
            layout
            ? workDirectory.standardizedFileURL.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent() : nil
    }

    /// The summary of `module`, declared in `package`, and the files to declare as inputs for
    /// it: the module's generated files, each of which records a digest of its part of the
    /// summary (the summary itself is no declared output: see `SummaryFile`). Nil to read its sources.
    mutating func summary(of module: SwiftSourceModuleTarget, in package: Package) -> (file: URL, inputs: [URL])? {
        guard let outputs, let plugin = plugin(appliedTo: module.name, in: package) else { return nil }
        let directory = outputs.appendingPathComponent(package.id).appendingPathComponent(module.name)
            .appendingPathComponent("destination").appendingPathComponent(plugin)
        let sources = GeneratorInvocation.swiftSources(module.sourceFiles(withSuffix: "swift").map(\.url))
        let generated =
            [directory.appendingPathComponent(GeneratorInvocation.buildOutputFileName(target: module.name))]
            + GeneratorInvocation.splitOutputs(sources: sources, target: module.name, directory: directory).map(\.output)
        return (directory.appendingPathComponent(Self.fileName(target: module.name)), generated)
    }

    /// The StaticHub build plugin that `target`'s declaration names, read from the arguments of
    /// `.target(name: "<target>", …)` (or another kind of target). A plugin given through a
    /// variable is not seen, and the module is read from its sources.
    private mutating func plugin(appliedTo target: String, in package: Package) -> String? {
        let manifestURL = package.directoryURL.appendingPathComponent("Package.swift")
        if manifests[manifestURL] == nil {
            manifests[manifestURL] = (try? String(contentsOf: manifestURL, encoding: .utf8)) ?? ""
        }
        guard let manifest = manifests[manifestURL] else { return nil }
        var searched = manifest.startIndex..<manifest.endIndex
        while let name = manifest.range(of: "name: \"\(target)\"", range: searched) {
            searched = name.upperBound..<manifest.endIndex
            let before = manifest[..<name.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
            guard Self.targetDeclarations.contains(where: before.hasSuffix) else { continue }
            let arguments = Self.untilClosingParenthesis(manifest[name.upperBound...])
            return Self.pluginNames.first { arguments.contains("\"\($0)\"") }
        }
        return nil
    }

    private static let targetDeclarations = [".target(", ".executableTarget(", ".testTarget(", ".macro("]

    /// The text up to the parenthesis that closes the one open before it, string literals
    /// stepped over.
    private static func untilClosingParenthesis(_ text: Substring) -> Substring {
        var depth = 1
        var inString = false
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return text[..<index] }
            }
            previous = character
        }
        return text
    }
}
