import Foundation
import StaticHubCommandLine
import StaticHubGenerator

/// The targets of the package manifests above the inputs, and which input each holds: a
/// target's folder is the `path:` its declaration gives, else `Sources/<name>` (`Tests/<name>`
/// for a test target).
///
/// The migration declares one hub and moves call sites in place, so its changes must stay in
/// one module (a test target, which imports it, aside). A test target whose folder is named
/// like any other (`.testTarget(name: "Specs", path: "Specs")`) holds tests that the migration
/// turns into mocks, as it does those under `Tests/`.
struct PackageTargets {
    /// A target of a package manifest.
    struct Target: Hashable {
        let name: String
        let isTest: Bool
        /// An `.executableTarget`: an app or a tool, which no other module imports.
        let isExecutable: Bool
        /// The absolute path of the package manifest that declares it.
        let manifest: String
    }

    /// By package root, each target with its absolute folder.
    private var folders: [String: [(target: Target, folder: String)]] = [:]

    /// The target of the nearest `Package.swift` above `path` (as the inputs spell it) whose
    /// folder holds it; nil when no manifest is above it or none of its targets holds it.
    mutating func target(of path: String) -> Target? {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        guard let root = Self.packageRoot(above: file) else { return nil }
        if folders[root] == nil { folders[root] = Self.targetFolders(of: root) }
        // The deepest folder: a target at `Sources` holds no file of one at `Sources/Nested`.
        return folders[root]!.filter { file.hasPrefix($0.folder + "/") }.max { $0.folder.count < $1.folder.count }?.target
    }

    /// Of `paths` (as the inputs spell them), those in a test target.
    static func testFiles(among paths: [String]) -> Set<String> {
        var targets = PackageTargets()
        return Set(paths.filter { targets.target(of: $0)?.isTest == true })
    }

    /// The targets other than tests that hold `paths`, in the order the paths name them first.
    static func moduleTargets(of paths: [String]) -> [Target] {
        var targets = PackageTargets()
        var found: [Target] = []
        for path in paths {
            guard let target = targets.target(of: path), !target.isTest, !found.contains(target) else { continue }
            found.append(target)
        }
        return found
    }

    private static func packageRoot(above file: String) -> String? {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder.path }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    private static func targetFolders(of root: String) -> [(target: Target, folder: String)] {
        let manifest = root + "/Package.swift"
        guard case .bytes(let bytes) = FileSystem.read(manifest).contents else { return [] }
        return targets(in: SourceFile(path: "Package.swift", bytes: bytes)).map { declared in
            let folder = declared.path ?? (declared.isTest ? "Tests/" : "Sources/") + declared.name
            return (
                Target(name: declared.name, isTest: declared.isTest, isExecutable: declared.isExecutable, manifest: manifest),
                URL(fileURLWithPath: root).appendingPathComponent(folder).standardizedFileURL.path
            )
        }
    }

    /// Each `.target`, `.executableTarget`, `.macro` and `.testTarget(name: "…", …, path: "…")`
    /// of a manifest, with its path if it gives one and its kind. A name that is not a plain
    /// literal is not read.
    static func targets(in manifest: SourceFile) -> [(name: String, path: String?, isTest: Bool, isExecutable: Bool)] {
        let file = Lexer.tokenize(manifest)
        let matches = BracketMatches(file)
        guard !file.diagnostics.containsError, !matches.diagnostics.containsError else { return [] }
        func stringArgument(_ label: String, in range: Range<Int>) -> String? {
            var index = range.lowerBound
            while index < range.upperBound {
                if [.leftParen, .leftBracket, .leftBrace].contains(file.tokens[index].kind) {
                    index = (matches.partner(of: index) ?? range.upperBound) + 1
                    continue
                }
                if file.isIdentifier(index, label), file.isKind(index + 1, .colon), index + 2 < range.upperBound,
                    file.isKind(index + 2, .string)
                {
                    let literal = file.text(file.tokens[index + 2])
                    guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.contains("\\(") else { return nil }
                    return String(literal.dropFirst().dropLast())
                }
                index += 1
            }
            return nil
        }
        let kinds = ["target", "executableTarget", "macro", "testTarget"]
        var found: [(name: String, path: String?, isTest: Bool, isExecutable: Bool)] = []
        var index = 1
        while index < file.tokens.count {
            defer { index += 1 }
            guard let kind = kinds.first(where: { file.isIdentifier(index, $0) }), file.isKind(index - 1, .period),
                file.isKind(index + 1, .leftParen), let close = matches.partner(of: index + 1)
            else { continue }
            // A `.target(name:)` among a target's dependencies names it; it declares none.
            defer { index = close }
            guard let name = stringArgument("name", in: index + 2..<close) else { continue }
            found.append((name, stringArgument("path", in: index + 2..<close), kind == "testTarget", kind == "executableTarget"))
        }
        return found
    }
}
