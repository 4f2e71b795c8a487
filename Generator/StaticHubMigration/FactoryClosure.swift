/// A registration's closure in the old code, `{ r, id in Impl(id: id, api: r.resolve(API.self)!) }`:
/// its parameters and the one expression it returns.
struct FactoryClosure {
    struct Parameter {
        var name: String
        /// The annotated type, if any.
        var type: String?
    }

    let open: Int
    let close: Int
    var parameters: [Parameter] = []
    /// `@MainActor in`, or an implementation that needs it.
    var isMainActor = false
    /// The tokens of the returned expression (a leading `return` left out).
    var body: Range<Int>
    /// `let` bindings the property's getter runs before `return Factory(self) { … }`, which
    /// the closure captures: a manifest's closure runs them first, as the getter did on each
    /// resolve.
    var prelude: Range<Int>?

    /// The tokens that run when the registration is resolved: the prelude, then the body.
    var statementRanges: [Range<Int>] { (prelude.map { [$0] } ?? []) + [body] }

    /// Reads the closure whose `{` is at `open`.
    init?(_ source: SwiftSource, at open: Int) {
        guard source.isKind(open, .leftBrace), let close = source.partner(of: open) else { return nil }
        self.open = open
        self.close = close
        var start = open + 1
        if source.isKind(start, .at), source.isWord(start + 1, "MainActor") {
            isMainActor = true
            start += 2
            if source.isWord(start, "in") { start += 1 }
        }
        if let `in` = (start..<close).first(where: { source.isWord($0, "in") && source.tokens[$0].line == source.tokens[start].line }),
            Self.isParameterClause(source, start..<`in`)
        {
            parameters = Self.parameters(source, start..<`in`)
            start = `in` + 1
        }
        if source.isWord(start, "return") { start += 1 }
        body = start..<close
    }

    /// `r, id`, `(r: Resolver, id: Int)`, `_`: names, commas, and types in parentheses.
    private static func isParameterClause(_ source: SwiftSource, _ range: Range<Int>) -> Bool {
        if range.isEmpty { return false }
        if source.isKind(range.lowerBound, .leftParen) { return source.partner(of: range.lowerBound) == range.upperBound - 1 }
        return range.allSatisfy { source.isKind($0, .identifier) || source.isKind($0, .comma) }
    }

    private static func parameters(_ source: SwiftSource, _ range: Range<Int>) -> [Parameter] {
        var inner = range
        if source.isKind(range.lowerBound, .leftParen) { inner = range.lowerBound + 1..<range.upperBound - 1 }
        return source.commaSeparated(inner).map { piece in
            let name = source.text(piece.lowerBound)
            guard source.isKind(piece.lowerBound + 1, .colon), piece.lowerBound + 2 < piece.upperBound else {
                return Parameter(name: name)
            }
            return Parameter(name: name, type: source.oneLine(piece.lowerBound + 2, piece.upperBound - 1))
        }
    }

    /// The tokens of `$0`, `$1`, … that stand for this closure's own arguments (not a nested
    /// closure's), by argument number; empty when the closure names its parameters.
    func shorthandArguments(_ source: SwiftSource) -> [Int: [Int]] {
        guard parameters.isEmpty else { return [:] }
        var found: [Int: [Int]] = [:]
        var index = body.lowerBound
        while index < body.upperBound {
            if source.isKind(index, .leftBrace), let close = source.partner(of: index) {
                index = close + 1
                continue
            }
            let text = source.text(index)
            if source.isKind(index, .identifier), text.hasPrefix("$"), let number = Int(text.dropFirst()) {
                found[number, default: []].append(index)
            }
            index += 1
        }
        return found
    }

    /// Why the body cannot be a manifest's factory, or nil when it can: a manifest takes any
    /// closure, one expression or several statements (`let` bindings, then a `return`).
    func unmovableBody(_ source: SwiftSource) -> String? {
        body.isEmpty ? "the closure is empty" : nil
    }

    /// The last token of the generic argument list that starts at `index` (`<`), counting the
    /// angle brackets inside operator tokens such as `>>`; nil when none starts there.
    private static func genericArgumentsEnd(_ source: SwiftSource, from index: Int, before end: Int) -> Int? {
        guard source.isKind(index, .operator), source.text(index).hasPrefix("<"), !source.tokens[index].hasLeadingSpace else { return nil }
        var depth = 0
        var position = index
        while position < end {
            if source.isKind(position, .operator) {
                for character in source.text(position) {
                    if character == "<" { depth += 1 }
                    if character == ">" { depth -= 1 }
                }
                if depth == 0 { return position }
            } else if [.leftParen, .leftBracket].contains(source.tokens[position].kind), let partner = source.partner(of: position) {
                position = partner
            }
            position += 1
        }
        return nil
    }

    /// The name of the type whose initializer or static member the body calls: `Impl` for
    /// `Impl(…)` and `Impl.make(…)`.
    func implementationName(_ source: SwiftSource) -> String? {
        guard source.isKind(body.lowerBound, .identifier) else { return nil }
        return source.text(body.lowerBound)
    }

    /// The closure for a manifest, `{ id, api in User(id: id, api: api) }`: `parameterNames`
    /// first, then the body on one line with each replaced range's text swapped for its name.
    ///
    /// A body of several lines keeps its lines, indented as they were relative to each other:
    /// `{ id in\n    let user = User(id: id)\n    return user\n}` (the manifest indents them).
    func rewritten(_ source: SwiftSource, parameterNames: [String], replacing replacements: [(range: ClosedRange<Int>, name: String)])
        -> String
    {
        let preludeLines = prelude.map { Self.lines(source, $0) } ?? []
        let lines = preludeLines + Self.lines(source, body)
        // After a prelude the closure is statements, and the expression it made needs its `return`.
        let returnsFirstLine = prelude != nil && !body.contains { source.isWord($0, "return") }
        // The prelude and the body each keep their lines' indentation relative to each other.
        let preludeMargin = preludeLines.map { source.tokens[$0.lowerBound].column }.min() ?? 1
        let bodyMargin = lines.dropFirst(preludeLines.count).map { source.tokens[$0.lowerBound].column }.min() ?? 1
        let rendered = lines.enumerated().map { number, line in
            let margin = number < preludeLines.count ? preludeMargin : bodyMargin
            return String(repeating: " ", count: source.tokens[line.lowerBound].column - margin)
                + (returnsFirstLine && number == preludeLines.count ? "return " : "") + Self.render(source, line, replacements)
        }
        let head = isMainActor ? "@MainActor " : ""
        let names = parameterNames.isEmpty ? "" : parameterNames.joined(separator: ", ") + " in"
        let opening = "{ \(head)\(isMainActor && names.isEmpty ? "in" : "")\(names)".trimmingSpaces
        if rendered.count == 1 {
            return "\(opening) \(rendered[0]) }"
        }
        // A closure without a parameter clause opens its first statement on its own line.
        return opening + "\n" + rendered.map { "    " + $0 }.joined(separator: "\n") + "\n}"
    }

    /// The tokens of `range`, a range per line; a token that a replacement starts on a line
    /// keeps the replaced range whole on that line.
    private static func lines(_ source: SwiftSource, _ range: Range<Int>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = range.lowerBound
        for index in range.dropFirst() where source.tokens[index].line > source.tokens[index - 1].line {
            lines.append(start..<index)
            start = index
        }
        if start < range.upperBound { lines.append(start..<range.upperBound) }
        return lines
    }

    /// One line of tokens, with each replaced range's text swapped for its name.
    private static func render(_ source: SwiftSource, _ line: Range<Int>, _ replacements: [(range: ClosedRange<Int>, name: String)])
        -> String
    {
        var pieces: [String] = []
        var index = line.lowerBound
        var spaced = false
        while index < line.upperBound {
            let token = source.tokens[index]
            if let replacement = replacements.first(where: { $0.range.lowerBound == index }) {
                pieces.append((token.hasLeadingSpace && spaced ? " " : "") + replacement.name)
                index = replacement.range.upperBound + 1
            } else {
                let afterOpening = index > line.lowerBound && [.leftParen, .leftBracket].contains(source.tokens[index - 1].kind)
                let closing = [.rightParen, .rightBracket].contains(token.kind)
                pieces.append((token.hasLeadingSpace && spaced && !afterOpening && !closing ? " " : "") + source.text(index))
                index += 1
            }
            spaced = true
        }
        return pieces.joined()
    }
}
