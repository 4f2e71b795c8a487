/// A file split into tokens, with the diagnostics lexing found.
struct LexedFile: Sendable {
    let source: SourceFile
    let tokens: [Token]
    let diagnostics: [Diagnostic]

    func text(_ token: Token) -> String {
        source.text(token.range)
    }

    /// The exact source text from the first token's start to the last token's end.
    func text(from first: Int, through last: Int) -> String {
        source.text(tokens[first].range.lowerBound..<tokens[last].range.upperBound)
    }

    func location(_ token: Token) -> SourceLocation {
        SourceLocation(path: source.path, line: token.line, column: token.column)
    }

    func location(ofToken index: Int) -> SourceLocation {
        location(tokens[index])
    }

    /// Whether the token at `index` exists and is the identifier `word`.
    func isIdentifier(_ index: Int, _ word: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier && text(tokens[index]) == word
    }

    func isKind(_ index: Int, _ kind: Token.Kind) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == kind
    }
}
