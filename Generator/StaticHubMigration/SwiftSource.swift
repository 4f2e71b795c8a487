import StaticHubGenerator

/// One input file, lexed, with its brackets matched: what every style's reader walks.
struct SwiftSource {
    let path: String
    let file: LexedFile
    let matches: BracketMatches
    /// Lexing or bracket errors: such a file is left as it is.
    let errors: [MigrationMessage]

    init(path: String, text: String) {
        self.path = path
        file = Lexer.tokenize(SourceFile(path: path, text: text))
        matches = BracketMatches(file)
        let diagnostics = file.diagnostics.containsError ? file.diagnostics : matches.diagnostics
        errors = diagnostics.filter { $0.severity == .error }.map {
            MigrationMessage(.error, .unreadableFile, "\($0.message); the file is left as it is", at: $0.location)
        }
    }

    var tokens: [Token] { file.tokens }
    var text: String { file.source.text(0..<file.source.bytes.count) }

    /// The words that may stand before a declaration's keyword, which every reader steps over
    /// (attributes are read apart).
    static let declarationModifiers: Set<String> = [
        "public", "open", "internal", "fileprivate", "private", "package", "static", "final", "nonisolated", "override",
        "indirect"
    ]

    func text(_ index: Int) -> String {
        index >= 0 && index < tokens.count ? file.text(tokens[index]) : ""
    }

    /// The exact source text of tokens `first...last`.
    func text(_ first: Int, _ last: Int) -> String {
        file.text(from: first, through: last)
    }

    func location(_ index: Int) -> SourceLocation {
        file.location(ofToken: index)
    }

    func isWord(_ index: Int, _ word: String) -> Bool {
        file.isIdentifier(index, word)
    }

    func isKind(_ index: Int, _ kind: Token.Kind) -> Bool {
        file.isKind(index, kind)
    }

    func isOperator(_ index: Int, _ text: String) -> Bool {
        isKind(index, .operator) && self.text(index) == text
    }

    func partner(of index: Int) -> Int? {
        matches.partner(of: index)
    }

    /// Whether token `index` starts a line (only white space before it on its line).
    func startsLine(_ index: Int) -> Bool {
        index == 0 || tokens[index - 1].line < tokens[index].line
    }

    /// Whether token `index` ends a line (nothing but white space or a comment after it).
    func endsLine(_ index: Int) -> Bool {
        index == tokens.count - 1 || tokens[index + 1].line > tokens[index].line
    }

    /// The first token that starts at byte `offset` or after it (the count past the last).
    func tokenIndex(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The byte offset where the line of token `index` starts.
    func lineStart(of index: Int) -> Int {
        file.source.lineStarts[tokens[index].line - 1]
    }

    /// The byte offset just after the line break ending the line of token `index`.
    func lineEnd(of index: Int) -> Int {
        let starts = file.source.lineStarts
        let line = tokens[index].line
        return line < starts.count ? starts[line] : file.source.bytes.count
    }

    /// The white space that starts the line of token `index`.
    func indentation(of index: Int) -> String {
        let start = lineStart(of: index)
        let bytes = file.source.bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The edit that deletes tokens `first...last`: their whole lines when they stand alone
    /// on them, else just their text.
    func deletion(_ first: Int, _ last: Int) -> TextEdit {
        if startsLine(first), endsLine(last) {
            return TextEdit(lineStart(of: first)..<lineEnd(of: last), "")
        }
        return TextEdit(tokens[first].range.lowerBound..<tokens[last].range.upperBound, "")
    }

    /// Whether token `index` is inside an `#if` block: code a manifest's array cannot hold.
    func isConditional(_ index: Int) -> Bool {
        var depth = 0
        for position in tokens.indices.prefix(index) where isKind(position, .poundKeyword) {
            if text(position) == "#if" { depth += 1 } else if text(position) == "#endif" { depth -= 1 }
        }
        return depth > 0
    }

    /// The bytes of the line above token `index` when it is a comment starting `prefix`
    /// (`// Moved to AppHub; …`, which a migration wrote above a forwarder).
    func commentLine(above index: Int, startingWith prefix: String) -> Range<Int>? {
        let line = tokens[index].line
        guard line >= 2 else { return nil }
        let range = file.source.lineStarts[line - 2]..<file.source.lineStarts[line - 1]
        let text = String(decoding: file.source.bytes[range], as: UTF8.self).trimmingSpaces
        return text.hasPrefix(prefix) ? range : nil
    }

    /// The start of the `///` lines right above token `index`, which document its declaration;
    /// else the start of its line.
    func documentationStart(of index: Int) -> Int {
        var line = tokens[index].line
        while line >= 2 {
            let range = file.source.lineStarts[line - 2]..<file.source.lineStarts[line - 1]
            guard String(decoding: file.source.bytes[range], as: UTF8.self).trimmingSpaces.hasPrefix("///") else { break }
            line -= 1
        }
        return line == tokens[index].line ? lineStart(of: index) : file.source.lineStarts[line - 1]
    }

    /// The edit that puts `replacement` in place of tokens `first...last`.
    func replacement(_ first: Int, _ last: Int, with replacement: String) -> TextEdit {
        TextEdit(tokens[first].range.lowerBound..<tokens[last].range.upperBound, replacement)
    }

    /// The tokens `first...last` spelled again on one line: a space where the source had
    /// white space, none just inside brackets; a token in `replacements` as its text there.
    func oneLine(_ first: Int, _ last: Int, replacing replacements: [Int: String] = [:]) -> String {
        guard first <= last else { return "" }
        var result = replacements[first] ?? text(first)
        for index in (first + 1)..<(last + 1) where index < tokens.count {
            let afterOpening = [.leftParen, .leftBracket].contains(tokens[index - 1].kind)
            let closing = [.rightParen, .rightBracket].contains(tokens[index].kind)
            if tokens[index].hasLeadingSpace, !afterOpening, !closing { result += " " }
            result += replacements[index] ?? text(index)
        }
        return result
    }

    /// Indexes of the tokens that separate `first..<end` at its own bracket depth by `kind`
    /// (commas of an argument list, for one).
    func separators(_ kind: Token.Kind, in range: Range<Int>) -> [Int] {
        var result: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if tokens[index].kind == kind { result.append(index) }
            if [.leftParen, .leftBracket, .leftBrace].contains(tokens[index].kind), let partner = partner(of: index) {
                index = partner + 1
            } else {
                index += 1
            }
        }
        return result
    }

    /// `range` split at its top-level commas; empty pieces are dropped.
    func commaSeparated(_ range: Range<Int>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for comma in separators(.comma, in: range) + [range.upperBound] {
            if start < comma { pieces.append(start..<comma) }
            start = comma + 1
        }
        return pieces
    }
}

extension SwiftSource {
    /// The code inside each `\( … )` of the string token at `index`, lexed on its own, with the
    /// byte offset in this file where it starts: the lexer keeps a string whole, so a call
    /// inside an interpolation is only seen this way.
    func interpolations(in index: Int) -> [(source: SwiftSource, offset: Int)] {
        let bytes = file.source.bytes
        let range = tokens[index].range
        var result: [(SwiftSource, Int)] = []
        var offset = range.lowerBound
        while offset + 1 < range.upperBound {
            guard bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "(") else {
                offset += 1
                continue
            }
            let start = offset + 2
            var depth = 1
            var end = start
            while end < range.upperBound, depth > 0 {
                if bytes[end] == UInt8(ascii: "(") { depth += 1 }
                if bytes[end] == UInt8(ascii: ")") { depth -= 1 }
                end += 1
            }
            guard depth == 0 else { break }
            result.append((SwiftSource(path: path, text: String(decoding: bytes[start..<(end - 1)], as: UTF8.self)), start))
            offset = end
        }
        return result
    }
}

extension SwiftSource {
    /// The names the hubs' declarations already declare: a manifest must not take one.
    static func memberNames(of hubs: Set<String>, in sources: [SwiftSource]) -> Set<String> {
        var names: Set<String> = []
        for source in sources where source.errors.isEmpty {
            for index in source.tokens.indices where ["extension", "enum", "struct", "class", "actor"].contains(source.text(index)) {
                guard source.isKind(index + 1, .identifier), hubs.contains(source.text(index + 1)),
                    let open = (index..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
                    let close = source.partner(of: open)
                else { continue }
                for member in open..<close
                where ["let", "var", "func", "case"].contains(source.text(member)) && source.isKind(member + 1, .identifier) {
                    names.insert(source.text(member + 1))
                }
            }
        }
        return names
    }

    /// Whether token `index` is in the initial value of a `static let` or `static var` that
    /// starts on its line: one value for the whole process.
    func isInStaticStoredValue(_ index: Int) -> Bool {
        var first = index
        while first > 0, tokens[first - 1].line == tokens[index].line { first -= 1 }
        guard let equals = (first..<index).first(where: { isOperator($0, "=") }) else { return false }
        let declaration = first..<equals
        return declaration.contains { isWord($0, "static") } && declaration.contains { isWord($0, "let") || isWord($0, "var") }
    }
}
