import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubGenerator

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
            for name in file.scan.declared { owners[name] = file.folder }
        }
        var violations: [String] = []
        for file in files {
            let rank = try #require(Self.order[file.folder], "\(file.folder)/ has no place in the order")
            for name in file.scan.named.sorted() {
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
        let scan = TypeNames(code, path: "Early.swift")
        #expect(scan.declared == ["Early", "Other"])
        #expect(scan.named == ["Early", "Nested", "Other", "Sendable", "Used"])
    }

    private struct ScannedFile {
        let path: String
        let folder: String
        let scan: TypeNames
    }

    private static func sourceFiles() throws -> [ScannedFile] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: generator.path))
        var files: [ScannedFile] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: generator.appendingPathComponent(path), encoding: .utf8)
            files.append(ScannedFile(path: path, folder: String(path.prefix { $0 != "/" }), scan: TypeNames(text, path: path)))
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// The types a file declares at its top level and the capitalised names it mentions, read
/// with the generator's own lexer (comments and string literals are no tokens of it).
private struct TypeNames {
    var declared: [String] = []
    var named: Set<String> = []

    init(_ text: String, path: String) {
        let introducers: Set = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        let file = Lexer.tokenize(SourceFile(path: path, text: text))
        var depth = 0
        for (index, token) in file.tokens.enumerated() {
            switch token.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth -= 1
            case .identifier:
                let word = file.text(token)
                if word.first?.isUppercase == true { named.insert(word) }
                if depth == 0, introducers.contains(word), index + 1 < file.tokens.count, file.tokens[index + 1].kind == .identifier {
                    declared.append(file.text(file.tokens[index + 1]))
                }
            default: break
            }
        }
    }
}
