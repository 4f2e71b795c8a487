import Testing

@testable import StaticHubGenerator

@Suite("Lexer")
struct LexerTests {
    private func lex(_ text: String) -> LexedFile {
        Lexer.tokenize(SourceFile(path: "Test.swift", text: text))
    }

    private func texts(_ text: String) -> [String] {
        let file = lex(text)
        return file.tokens.map(file.text)
    }

    @Test("Line and nested block comments are skipped")
    func comments() {
        #expect(texts("a // b c\nd /* e /* f */ g */ h") == ["a", "d", "h"])
    }

    @Test("A string is one token, whatever brackets and commas it holds")
    func strings() {
        let file = lex(#"x("a, (b] {", "c\"d")"#)
        #expect(file.tokens.map(\.kind) == [.identifier, .leftParen, .string, .comma, .string, .rightParen])
    }

    @Test("Interpolations may nest strings, parentheses and comments")
    func interpolation() {
        let source = #""outer \(f("inner \(g(")"))", /* ) */ 1)) done" next"#
        #expect(texts(source) == [#""outer \(f("inner \(g(")"))", /* ) */ 1)) done""#, "next"])
    }

    @Test("Multi-line strings may hold quotes and newlines")
    func multilineStrings() {
        let source = "a = \"\"\"\n  one \"quoted\" \"\" two\n  \"\"\"\nb"
        #expect(texts(source) == ["a", "=", "\"\"\"\n  one \"quoted\" \"\" two\n  \"\"\"", "b"])
    }

    @Test("Raw strings end only at a quote followed by as many hashes")
    func rawStrings() {
        #expect(texts(##"x = #"a "quoted" \(not) one"# y"##) == ["x", "=", ##"#"a "quoted" \(not) one"#"##, "y"])
        #expect(texts(###"##"a "# b"## c"###) == [###"##"a "# b"##"###, "c"])
        #expect(texts(##"#"raw \#(interpolated(")")) end"#"##).count == 1)
        #expect(texts("#\"\"\"\nraw \"\"\" inside\n\"\"\"#").count == 1)
    }

    @Test("Compiler directives and attributes")
    func directivesAndAttributes() {
        let file = lex("#if DEBUG\n@MainActor enum Hub {}\n#endif")
        #expect(
            file.tokens.map(\.kind) == [
                .poundKeyword, .identifier, .at, .identifier, .identifier, .identifier, .leftBrace, .rightBrace, .poundKeyword
            ])
        #expect(file.text(file.tokens[0]) == "#if")
    }

    @Test("Operators are maximal runs; generic brackets stay operators for the type parser")
    func operators() {
        #expect(texts("Array<Array<Int>>?") == ["Array", "<", "Array", "<", "Int", ">>?"])
        #expect(texts("() -> Date") == ["(", ")", "->", "Date"])
        #expect(texts("a/b//c") == ["a", "/", "b"])
    }

    @Test("Backticked identifiers, $0 and numbers")
    func identifiersAndNumbers() {
        #expect(texts("`class` $0 1_000.5e-3 0xFF") == ["`class`", "$0", "1_000.5e-3", "0xFF"])
    }

    @Test("Tokens carry 1-based lines and byte columns")
    func positions() {
        let file = lex("a\n  bb\n\tc")
        #expect(file.tokens.map { [$0.line, $0.column] } == [[1, 1], [2, 3], [3, 2]])
    }

    @Test("A shebang line is skipped")
    func shebang() {
        #expect(texts("#!/usr/bin/env swift\nprint()") == ["print", "(", ")"])
    }

    @Test("Unterminated strings and comments are errors at their start")
    func unterminated() {
        #expect(
            lex("let a = 1\nlet b = \"open\nlet c = 2").diagnostics.map(\.description) == [
                "Test.swift:2:9: error: unterminated string literal"
            ])
        #expect(
            lex("a /* never closed").diagnostics.map(\.description) == [
                "Test.swift:1:3: error: unterminated '/*' comment"
            ])
        #expect(
            lex("x = \"\"\"\nno end").diagnostics.map(\.description) == [
                "Test.swift:1:5: error: unterminated string literal"
            ])
        #expect(
            lex("x = \"\\(unclosed").diagnostics.map(\.description) == [
                "Test.swift:1:5: error: unterminated string literal"
            ])
    }

    @Test("Deeply nested interpolations are an error, not a stack overflow")
    func nestingLimit() {
        let source = String(repeating: "\"\\(", count: 5_000) + String(repeating: ")\"", count: 5_000)
        #expect(lex(source).diagnostics.map(\.message) == ["string interpolations are nested too deeply to read"])
    }
}
