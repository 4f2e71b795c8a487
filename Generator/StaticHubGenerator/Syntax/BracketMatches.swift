/// For every bracket token, the index of its partner; computed once per file without
/// recursion, so deeply nested input cannot exhaust the stack.
package struct BracketMatches: Sendable {
    /// By token index; -1 for a token that is no bracket, or has no partner. An array, not a
    /// dictionary: the parser asks for every bracket, and hashing was a tenth of its time.
    private var partners: [Int]
    package private(set) var diagnostics: [Diagnostic] = []

    package init(_ file: LexedFile) {
        partners = Array(repeating: -1, count: file.tokens.count)
        var open: [Int] = []
        for (index, token) in file.tokens.enumerated() {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                open.append(index)
            case .rightParen, .rightBracket, .rightBrace:
                if let last = open.last, Self.closing(of: file.tokens[last].kind) == token.kind {
                    open.removeLast()
                    partners[last] = index
                    partners[index] = last
                } else {
                    diagnostics.append(Diagnostic(.Lexing.unmatchedClosing(file.text(token)), at: file.location(token)))
                    // Give up on matching: later partners would all be wrong.
                    return
                }
            default:
                continue
            }
        }
        // The innermost unclosed bracket is where the code was left unfinished.
        if let innermost = open.last {
            let token = file.tokens[innermost]
            let closing = Self.closingText(of: token.kind)
            diagnostics.append(Diagnostic(.Lexing.unmatchedOpening(file.text(token), expected: closing), at: file.location(token)))
        }
    }

    /// The partner of the bracket at `index`, if it has one.
    package func partner(of index: Int) -> Int? {
        let partner = partners.indices.contains(index) ? partners[index] : -1
        return partner < 0 ? nil : partner
    }

    private static func closing(of kind: Token.Kind) -> Token.Kind? {
        switch kind {
        case .leftParen: .rightParen
        case .leftBracket: .rightBracket
        case .leftBrace: .rightBrace
        default: nil
        }
    }

    private static func closingText(of kind: Token.Kind) -> String {
        switch kind {
        case .leftParen: ")"
        case .leftBracket: "]"
        default: "}"
        }
    }
}
