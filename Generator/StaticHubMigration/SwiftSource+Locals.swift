/// The names a closure may capture from the code around it, which a manifest (a static member
/// of the hub) cannot see.
extension SwiftSource {
    /// The parameters of the function (or initializer) whose body holds token `index`, and the
    /// names its body declares with `let` or `var` before `index`, in its own statements (not
    /// in a closure or block of its own, such as another registration's closure).
    func localNames(before index: Int) -> Set<String> {
        guard let body = enclosingFunctionBody(of: index) else { return [] }
        var names: Set<String> = []
        if let close = (0..<body).last(where: { isKind($0, .rightParen) }), let open = partner(of: close) {
            for piece in commaSeparated(open + 1..<close) {
                // `_ type: T`, `app: Application`: the internal name is the one before the colon.
                if let colon = (piece.lowerBound..<piece.upperBound).first(where: { isKind($0, .colon) }), colon > piece.lowerBound,
                    isKind(colon - 1, .identifier)
                {
                    names.insert(text(colon - 1))
                }
            }
        }
        var position = body + 1
        while position < index {
            if [.leftBrace, .leftParen, .leftBracket].contains(tokens[position].kind), let close = partner(of: position), close < index {
                position = close + 1
                continue
            }
            if isWord(position, "let") || isWord(position, "var"), isKind(position + 1, .identifier) { names.insert(text(position + 1)) }
            position += 1
        }
        return names
    }

    /// The `{` of the innermost `func` or `init` body around token `index`.
    private func enclosingFunctionBody(of index: Int) -> Int? {
        var depth = 0
        var position = index
        while position > 0 {
            position -= 1
            if isKind(position, .rightBrace) {
                depth += 1
            } else if isKind(position, .leftBrace) {
                if depth > 0 {
                    depth -= 1
                    continue
                }
                // A body: `func name(…) … {` or `init(…) {`, the signature on the lines before.
                var keyword = position - 1
                while keyword > 0, !isKind(keyword, .leftBrace), !isKind(keyword, .rightBrace), !isWord(keyword, "func"),
                    !isWord(keyword, "init")
                {
                    keyword -= 1
                }
                if isWord(keyword, "func") || isWord(keyword, "init") { return position }
            }
        }
        return nil
    }
}
