import Testing

@testable import StaticHubGenerator

@Suite("Type parser")
struct TypeParserTests {
    private func parse(_ text: String) throws -> TypeSyntax {
        let file = Lexer.tokenize(SourceFile(path: "Test.swift", text: text))
        return try TypeParser.parse(file, 0..<file.tokens.count)
    }

    @Test(
        "Canonical spelling and plain name",
        arguments: [
            ("(any ThemeProtocol)", "any ThemeProtocol", "ThemeProtocol"),
            ("any   P &   Q", "any P & Q", "PAndQ"),
            ("(any P<Int>)", "any P<Int>", "PInt"),
            ("Outer.Inner", "Outer.Inner", "OuterInner"),
            ("(any Outer.InnerP)", "any Outer.InnerP", "OuterInnerP"),
            ("Repository<User>", "Repository<User>", "RepositoryUser"),
            ("[String: any P]", "[String: any P]", "StringPDictionary"),
            ("[any P]", "[any P]", "PArray"),
            ("(any P)?", "(any P)?", "OptionalP"),
            ("Int!", "Int!", "ImplicitlyUnwrappedInt"),
            ("(() -> Date)", "() -> Date", "DateProvider"),
            ("@Sendable (Int, String) async throws -> Bool", "@Sendable (Int, String) async throws -> Bool", "IntStringToBoolFunction"),
            ("Dictionary<String, Array<Int>>", "Dictionary<String, Array<Int>>", "DictionaryStringArrayInt"),
            ("Optional<Array<Int>>?", "Optional<Array<Int>>?", "OptionalOptionalArrayInt"),
            ("(a: Int, String)", "(a: Int, String)", "TupleIntString"),
            ("()", "()", "Void"),
            ("(any P).Type", "(any P).Type", "PType"),
            ("`Type`", "`Type`", "Type"),
            ("InlineArray<4, any P>", "InlineArray<4, any P>", "InlineArray4P")
        ]
    )
    func spelling(_ source: String, _ spelling: String, _ plainName: String) throws {
        let type = try parse(source)
        #expect(type.spelling == spelling)
        #expect(type.plainName == plainName)
        // The canonical spelling parses back to the same type.
        #expect(try parse(spelling) == type)
    }

    @Test("Metatypes are parenthesised where Swift needs it")
    func metatypes() throws {
        #expect(try parse("(any P)").metatypeSpelling == "(any P).Type")
        #expect(try parse("any P & Q").metatypeSpelling == "(any P & Q).Type")
        #expect(try parse("() -> Int").metatypeSpelling == "(() -> Int).Type")
        #expect(try parse("Int?").metatypeSpelling == "Int?.Type")
        #expect(try parse("Outer.Inner").metatypeSpelling == "Outer.Inner.Type")
    }

    @Test(
        "Malformed types are reported with a reason",
        arguments: [
            ("Array<Int", "expected '>' at the end of the type"),
            ("[Int", "expected ']' at the end of the type"),
            ("Int -> Int", "function parameters must be in parentheses"),
            ("@Sendable Int", "attributes apply only to function types"),
            ("Int Int", "unexpected 'Int'"),
            ("any", "unexpected 'any'"),
            (",", "unexpected ','")
        ]
    )
    func malformed(_ source: String, _ reason: String) {
        #expect(throws: TypeParser.Failure(reason: reason)) { try parse(source) }
    }

    @Test("Deep nesting fails with a message instead of exhausting the stack")
    func deepNesting() {
        let source = String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
        #expect(throws: TypeParser.Failure(reason: "the type is nested too deeply")) { try parse(source) }
    }
}
