/// Splits Swift source into tokens: enough of the language to find declarations and
/// manifests, and to skip everything else safely.
///
/// Comments are dropped; strings (including multi-line, raw and interpolated ones) are
/// single tokens, so brackets inside them never confuse the parser. Lexing always
/// terminates: each step consumes at least one byte, and interpolation nesting is bounded.
package struct Lexer {
    private let source: SourceFile
    private let bytes: [UInt8]
    private var index = 0
    private var tokens: [Token] = []
    private var diagnostics: [Diagnostic] = []

    /// Interpolations nest strings in strings; this bounds the recursion that reads them.
    private static let maximumStringNesting = 64

    private init(source: SourceFile) {
        self.source = source
        self.bytes = source.bytes
    }

    package static func tokenize(_ source: SourceFile) -> LexedFile {
        var lexer = Lexer(source: source)
        lexer.run()
        return LexedFile(source: source, tokens: lexer.tokens, diagnostics: lexer.diagnostics)
    }

    private enum StringError: Error {
        case unterminated
        case nestedTooDeeply
    }

    private mutating func run() {
        var hasLeadingSpace = true
        if bytes.starts(with: Array("#!".utf8)) {
            index = skipLine(from: index)
        }
        while index < bytes.count {
            if skipTrivia() {
                hasLeadingSpace = true
                continue
            }
            let start = index
            let kind = lexToken()
            emit(kind, from: start, hasLeadingSpace)
            hasLeadingSpace = false
        }
    }

    /// Skips the whitespace character or comment at `index`; false when a token starts there.
    private mutating func skipTrivia() -> Bool {
        switch bytes[index] {
        case ._space, ._tab, ._newline, ._carriageReturn, 0x0B, 0x0C, 0x00:
            index += 1
        case ._slash where peek(1) == ._slash:
            index = skipLine(from: index)
        case ._slash where peek(1) == ._asterisk:
            if let end = skipBlockComment(from: index) {
                index = end
            } else {
                diagnostics.append(Diagnostic(.Lexing.unterminatedBlockComment, at: source.location(of: index)))
                index = bytes.count
            }
        default:
            return false
        }
        return true
    }

    /// Reads the token starting at `index`, leaving `index` after it.
    private mutating func lexToken() -> Token.Kind {
        let start = index
        let byte = bytes[index]
        switch byte {
        case _ where Self.isIdentifierStart(byte):
            index += 1
            skipIdentifierContinuation()
            return .identifier
        case ._backtick:
            index += 1
            skipIdentifierContinuation()
            guard index < bytes.count, bytes[index] == ._backtick, index > start + 1 else {
                index = start + 1
                return .unknown
            }
            index += 1
            return .identifier
        case _ where Self.isDigit(byte):
            lexNumber()
            return .number
        case ._quote:
            lexString(hashes: 0, from: start)
            return .string
        case ._hash:
            return lexAfterHash()
        case _ where Self.isOperatorCharacter(byte):
            index += 1
            while index < bytes.count, Self.isOperatorCharacter(bytes[index]),
                !(bytes[index] == ._slash && (peek(1) == ._slash || peek(1) == ._asterisk))
            {
                index += 1
            }
            return .operator
        default:
            index += 1
            return Self.punctuation[Int(byte)] ?? .unknown
        }
    }

    /// `#"raw string"#`, `#if`, or a lone `#`.
    private mutating func lexAfterHash() -> Token.Kind {
        let start = index
        var hashes = 0
        while peek(hashes) == ._hash { hashes += 1 }
        if peek(hashes) == ._quote {
            lexString(hashes: hashes, from: start)
            return .string
        }
        index += 1
        guard let next = peek(0), Self.isIdentifierStart(next) else { return .unknown }
        skipIdentifierContinuation()
        return .poundKeyword
    }

    private mutating func skipIdentifierContinuation() {
        while index < bytes.count, Self.isIdentifierContinuation(bytes[index]) { index += 1 }
    }

    private mutating func emit(_ kind: Token.Kind, from start: Int, _ hasLeadingSpace: Bool) {
        let location = source.location(of: start)
        tokens.append(
            Token(kind: kind, range: start..<index, line: location.line, column: location.column, hasLeadingSpace: hasLeadingSpace)
        )
    }

    private func peek(_ offset: Int) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    private func skipLine(from start: Int) -> Int {
        var position = start
        while position < bytes.count, bytes[position] != ._newline { position += 1 }
        return position
    }

    /// The offset after a (possibly nested) block comment, or nil if it never ends.
    private func skipBlockComment(from start: Int) -> Int? {
        var position = start + 2
        var depth = 1
        while position < bytes.count {
            if bytes[position] == ._slash, position + 1 < bytes.count, bytes[position + 1] == ._asterisk {
                depth += 1
                position += 2
            } else if bytes[position] == ._asterisk, position + 1 < bytes.count, bytes[position + 1] == ._slash {
                depth -= 1
                position += 2
                if depth == 0 { return position }
            } else {
                position += 1
            }
        }
        return nil
    }

    private mutating func lexNumber() {
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isIdentifierContinuation(byte) {
                let isExponent =
                    byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                    || byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
                index += 1
                if isExponent, let sign = peek(0), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                    index += 1
                }
            } else if byte == ._period, let next = peek(1), Self.isDigit(next) {
                index += 1
            } else {
                return
            }
        }
    }

    private mutating func lexString(hashes: Int, from start: Int) {
        do {
            index = try scanString(from: start + hashes, hashes: hashes, nesting: 0)
        } catch {
            let message: DiagnosticMessage =
                switch error {
                case .unterminated: .Lexing.unterminatedString
                case .nestedTooDeeply: .Lexing.nestingTooDeep
                }
            diagnostics.append(Diagnostic(message, at: source.location(of: start)))
            index = bytes.count
        }
    }

    /// Reads a string literal whose opening quote is at `quote`, preceded by `hashes` `#`s;
    /// returns the offset after its closing delimiter.
    private func scanString(from quote: Int, hashes: Int, nesting: Int) throws(StringError) -> Int {
        guard nesting < Self.maximumStringNesting else { throw .nestedTooDeeply }
        let isMultiline = hasTripleQuote(at: quote)
        var position = quote + (isMultiline ? 3 : 1)
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ._backslash, countHashes(from: position + 1) >= hashes {
                let afterHashes = position + 1 + hashes
                if afterHashes < bytes.count, bytes[afterHashes] == ._leftParen {
                    position = try scanInterpolation(from: afterHashes + 1, nesting: nesting + 1)
                } else {
                    position = afterHashes + 1
                }
                continue
            }
            if byte == ._newline, !isMultiline { throw .unterminated }
            if byte == ._quote, !isMultiline || hasTripleQuote(at: position) {
                let afterQuotes = position + (isMultiline ? 3 : 1)
                if countHashes(from: afterQuotes) >= hashes {
                    return afterQuotes + hashes
                }
                position = afterQuotes
                continue
            }
            position += 1
        }
        throw .unterminated
    }

    /// Skips the expression inside `\( … )`, which may hold strings and comments of its own;
    /// returns the offset after the closing parenthesis.
    private func scanInterpolation(from start: Int, nesting: Int) throws(StringError) -> Int {
        var position = start
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case ._leftParen:
                depth += 1
                position += 1
            case ._rightParen:
                depth -= 1
                position += 1
                if depth == 0 { return position }
            case ._quote:
                position = try scanString(from: position, hashes: 0, nesting: nesting)
            case ._hash where countHashes(from: position) > 0:
                let hashes = countHashes(from: position)
                if position + hashes < bytes.count, bytes[position + hashes] == ._quote {
                    position = try scanString(from: position + hashes, hashes: hashes, nesting: nesting)
                } else {
                    position += hashes
                }
            case ._slash where position + 1 < bytes.count && bytes[position + 1] == ._asterisk:
                guard let end = skipBlockComment(from: position) else { throw .unterminated }
                position = end
            default:
                position += 1
            }
        }
        throw .unterminated
    }

    private func hasTripleQuote(at position: Int) -> Bool {
        position + 2 < bytes.count && bytes[position] == ._quote && bytes[position + 1] == ._quote
            && bytes[position + 2] == ._quote
    }

    private func countHashes(from position: Int) -> Int {
        var count = 0
        while position + count < bytes.count, bytes[position + count] == ._hash { count += 1 }
        return count
    }

    // MARK: Character classes

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    private static let punctuation: [Int: Token.Kind] = [
        Int(UInt8(ascii: "(")): .leftParen, Int(UInt8(ascii: ")")): .rightParen,
        Int(UInt8(ascii: "[")): .leftBracket, Int(UInt8(ascii: "]")): .rightBracket,
        Int(UInt8(ascii: "{")): .leftBrace, Int(UInt8(ascii: "}")): .rightBrace,
        Int(UInt8(ascii: ",")): .comma, Int(UInt8(ascii: ":")): .colon, Int(UInt8(ascii: ";")): .semicolon,
        Int(UInt8(ascii: ".")): .period, Int(UInt8(ascii: "@")): .at, Int(UInt8(ascii: "\\")): .backslash
    ]
}

private extension UInt8 {
    static let _space = UInt8(ascii: " ")
    static let _tab = UInt8(ascii: "\t")
    static let _newline = UInt8(ascii: "\n")
    static let _carriageReturn = UInt8(ascii: "\r")
    static let _slash = UInt8(ascii: "/")
    static let _asterisk = UInt8(ascii: "*")
    static let _backtick = UInt8(ascii: "`")
    static let _quote = UInt8(ascii: "\"")
    static let _hash = UInt8(ascii: "#")
    static let _backslash = UInt8(ascii: "\\")
    static let _leftParen = UInt8(ascii: "(")
    static let _rightParen = UInt8(ascii: ")")
    static let _period = UInt8(ascii: ".")
}
