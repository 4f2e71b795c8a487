import Foundation
import StaticHubCommandLine
import StaticHubGenerator

/// The files among the inputs that a package manifest puts in a test target: under the
/// `path:` its `.testTarget(…)` gives, else under `Tests/<name>`. A test target whose folder
/// is named like any other (`.testTarget(name: "Specs", path: "Specs")`) holds tests that the
/// migration turns into mocks, as it does those under `Tests/`.
enum PackageTestTargets {
    /// Of `paths` (as the inputs spell them), those in a test target of the nearest
    /// `Package.swift` above them.
    static func files(among paths: [String]) -> Set<String> {
        var folders: [String: [String]] = [:]  // by package root, the test targets' folders
        var found: Set<String> = []
        for path in paths {
            let file = URL(fileURLWithPath: path).standardizedFileURL.path
            guard let root = packageRoot(above: file) else { continue }
            if folders[root] == nil { folders[root] = testFolders(of: root) }
            if folders[root]!.contains(where: { file.hasPrefix($0 + "/") }) { found.insert(path) }
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

    /// The absolute folders of the test targets `root`'s manifest declares.
    private static func testFolders(of root: String) -> [String] {
        guard case .bytes(let bytes) = FileSystem.read(root + "/Package.swift").contents else { return [] }
        return testTargets(in: SourceFile(path: "Package.swift", bytes: bytes)).map { target in
            URL(fileURLWithPath: root).appendingPathComponent(target.path ?? "Tests/" + target.name).standardizedFileURL.path
        }
    }

    /// Each `.testTarget(name: "…", …, path: "…")` of a manifest, with its path if it gives one.
    static func testTargets(in manifest: SourceFile) -> [(name: String, path: String?)] {
        let file = Lexer.tokenize(manifest)
        let matches = BracketMatches(file)
        guard !file.diagnostics.containsError, !matches.diagnostics.containsError else { return [] }
        func text(_ index: Int) -> String { file.text(file.tokens[index]) }
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
                    let literal = text(index + 2)
                    guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.contains("\\(") else { return nil }
                    return String(literal.dropFirst().dropLast())
                }
                index += 1
            }
            return nil
        }
        return file.tokens.indices.compactMap { index in
            guard file.isIdentifier(index, "testTarget"), index > 0, file.isKind(index - 1, .period), file.isKind(index + 1, .leftParen),
                let close = matches.partner(of: index + 1), let name = stringArgument("name", in: index + 2..<close)
            else { return nil }
            return (name, stringArgument("path", in: index + 2..<close))
        }
    }
}
