import Testing

@testable import StaticHubGenerator

/// What the read stage exports of type declarations for `statichub-migrate`.
@Suite("Declared type facts")
struct DeclaredTypeFactsTests {
    @Test("Access, isolation, class-bound protocols and Sendable, as the read stage finds them")
    func facts() {
        let file = Lexer.tokenize(
            SourceFile(
                path: "Types.swift",
                text: """
                    public protocol Store: AnyObject {}
                    protocol Clock: Sendable {}
                    @MainActor final class Screen {}
                    final class Cache: @unchecked Sendable {}
                    public extension Screen { struct Model {} }
                    open class Base {}
                    """))
        let lines = DeclaredTypeFacts.declared(in: file).map { facts in
            var words = [facts.kind.rawValue, facts.qualifiedName, "\(facts.location.line):\(facts.location.column)"]
            if facts.isPublic { words.append("public") }
            if facts.isMainActor { words.append("MainActor") }
            if facts.isClassBound { words.append("class-bound") }
            if facts.declaresSendable { words.append("Sendable") }
            return words.joined(separator: " ")
        }
        #expect(
            lines == [
                "protocol Store 1:17 public class-bound",
                "protocol Clock 2:10 Sendable",
                "class Screen 3:24 MainActor",
                "class Cache 4:13 Sendable",
                "struct Screen.Model 5:34 public",
                "class Base 6:12 public"
            ])
    }
}
