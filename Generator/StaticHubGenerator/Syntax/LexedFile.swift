/// A file split into tokens, with the diagnostics lexing found.
package struct LexedFile: Sendable {
    package let source: SourceFile
    package let tokens: [Token]
    package let diagnostics: [Diagnostic]

    package func text(_ token: Token) -> String {
        source.text(token.range)
    }

    /// The exact source text from the first token's start to the last token's end.
    package func text(from first: Int, through last: Int) -> String {
        source.text(tokens[first].range.lowerBound..<tokens[last].range.upperBound)
    }

    package func location(_ token: Token) -> SourceLocation {
        SourceLocation(path: source.path, line: token.line, column: token.column)
    }

    package func location(ofToken index: Int) -> SourceLocation {
        location(tokens[index])
    }

    /// Whether the token at `index` exists and is the identifier `word`.
    package func isIdentifier(_ index: Int, _ word: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier && text(tokens[index]) == word
    }

    package func isKind(_ index: Int, _ kind: Token.Kind) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == kind
    }
}
