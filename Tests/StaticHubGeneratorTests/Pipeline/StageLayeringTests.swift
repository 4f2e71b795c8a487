import Foundation
import StaticHubTestSupport
import Testing

/// The generator's folders are its stages (Generator/README.md): a file may name what its own
/// stage and earlier ones declare, never a type a later stage's folder declares. So the
/// layout a reader is told holds, and a declaration placed in the wrong stage fails here.
@Suite struct StageLayeringTests {
    /// Each folder of `StaticHubGenerator/` by its place in the order: the shared vocabulary
    /// first (every stage names it; its folders may name each other), the seven stages, then the
    /// orchestrator, which names them all.
    static let order: [String: Int] = [
        "Diagnostics": 0, "Syntax": 0, "Release": 0,
        "Reading": 1, "Interfaces": 2, "Catalog": 3, "Wiring": 4, "Layout": 5, "Declarations": 6, "Writing": 7,
        "Pipeline": 8
    ]

    static let generator = Fixtures.packageDirectory.appendingPathComponent("Generator/StaticHubGenerator")

    @Test func everyFolderHasAPlaceInTheOrder() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.generator.path).filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(Self.order.keys), "a new folder of StaticHubGenerator needs its place in `order` and the README")
    }

    @Test func theReadmeNamesEveryFolder() throws {
        let readme = try String(contentsOf: Fixtures.packageDirectory.appendingPathComponent("Generator/README.md"), encoding: .utf8)
        for folder in Self.order.keys.sorted() {
            #expect(readme.contains("`\(folder)/`"), "Generator/README.md does not name \(folder)/")
        }
    }

    @Test func noFileNamesATypeOfALaterStage() throws {
        let files = try Self.sourceFiles()
        var owners: [String: String] = [:]
        for file in files {
            for name in SwiftScan.topLevelTypeNames(in: file.code) { owners[name] = file.folder }
        }
        var violations: [String] = []
        for file in files {
            let rank = try #require(Self.order[file.folder], "\(file.folder)/ has no place in the order")
            for name in SwiftScan.capitalizedIdentifiers(in: file.code).sorted() {
                guard let owner = owners[name], let ownerRank = Self.order[owner], ownerRank > rank else { continue }
                violations.append("\(file.path) names \(name), which \(owner)/ declares")
            }
        }
        #expect(violations.isEmpty, "a stage names a later stage's type:\n\(violations.joined(separator: "\n"))")
    }

    @Test func theScanSeesDeclarationsAndSkipsCommentsAndStrings() {
        let code = """
            /// Names `Later` in a comment.
            public struct Early: Sendable {
                struct Nested {}
                let text = "Later"
            }
            final class Other {}
            extension Early { func f() -> Used { Used() } }
            """
        #expect(SwiftScan.topLevelTypeNames(in: SwiftScan.code(of: code)) == ["Early", "Other"])
        #expect(SwiftScan.capitalizedIdentifiers(in: SwiftScan.code(of: code)) == ["Early", "Nested", "Other", "Sendable", "Used"])
    }

    private struct ScannedFile {
        let path: String
        let folder: String
        let code: String
    }

    private static func sourceFiles() throws -> [ScannedFile] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: generator.path))
        var files: [ScannedFile] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: generator.appendingPathComponent(path), encoding: .utf8)
            files.append(ScannedFile(path: path, folder: String(path.prefix { $0 != "/" }), code: SwiftScan.code(of: text)))
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// Just enough of Swift's lexical structure to list declared and named types: comments and
/// string literals removed, identifiers split out.
private enum SwiftScan {
    /// `text` without comments and with every string literal emptied.
    static func code(of text: String) -> String {
        var output = ""
        var characters = Substring(text)
        while let first = characters.first {
            if characters.hasPrefix("//") {
                characters = characters.drop { $0 != "\n" }
            } else if characters.hasPrefix("/*") {
                characters = characters.dropFirst(2)
                while !characters.isEmpty, !characters.hasPrefix("*/") { characters = characters.dropFirst() }
                characters = characters.dropFirst(2)
            } else if characters.hasPrefix("\"\"\"") {
                characters = characters.dropFirst(3)
                while !characters.isEmpty, !characters.hasPrefix("\"\"\"") { characters = characters.dropFirst() }
                characters = characters.dropFirst(3)
                output += "\"\""
            } else if first == "\"" {
                characters = characters.dropFirst()
                while let next = characters.first, next != "\"", next != "\n" {
                    characters = characters.dropFirst(next == "\\" ? 2 : 1)
                }
                characters = characters.dropFirst()
                output += "\"\""
            } else {
                output.append(first)
                characters = characters.dropFirst()
            }
        }
        return output
    }

    /// The types declared at the top level, at the start of a line.
    static func topLevelTypeNames(in code: String) -> [String] {
        let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated"]
        let introducers: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        return code.split(separator: "\n").compactMap { line in
            guard let first = line.first, first.isLetter else { return nil }
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            guard let introducer = words.firstIndex(where: { !modifiers.contains(String($0)) }),
                introducers.contains(String(words[introducer])), introducer + 1 < words.count
            else { return nil }
            return String(words[introducer + 1])
        }
    }

    /// Every identifier that starts with a capital letter.
    static func capitalizedIdentifiers(in code: String) -> Set<String> {
        Set(
            code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                .filter { $0.first?.isUppercase == true }.map(String.init))
    }
}
