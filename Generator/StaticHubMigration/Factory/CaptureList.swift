/// The capture list a re-registering closure opens with, `{ [settings, config = app.config] in … }`:
/// what each name stands for where the closure was written. A configuration's value is read
/// at the scope's start, outside the closure, where a name it captured with a value of its
/// own (`config = app.config`) means nothing, so that name is spelled out there.
struct CaptureList {
    /// The names captured with a value of their own, with its tokens; a plain capture
    /// (`[settings]`) names the same value outside the closure and needs none.
    let values: [String: Range<Int>]
    /// The closure's first token after `in`.
    let bodyStart: Int

    /// The capture list of the closure whose `{` is at `open`, when it has one and no
    /// parameters: nil when it has none, or captures `self` or anything `weak` or `unowned`,
    /// which a value read at the start would hold differently.
    init?(_ source: SwiftSource, closureAt open: Int) {
        guard source.isKind(open + 1, .leftBracket), let close = source.partner(of: open + 1), source.isWord(close + 1, "in") else {
            return nil
        }
        var values: [String: Range<Int>] = [:]
        for piece in source.commaSeparated(open + 2..<close) {
            let name = source.text(piece.lowerBound)
            guard source.isKind(piece.lowerBound, .identifier), !["self", "weak", "unowned"].contains(name) else { return nil }
            if piece.count == 1 { continue }
            guard source.isOperator(piece.lowerBound + 1, "="), piece.lowerBound + 2 < piece.upperBound else { return nil }
            values[name] = piece.lowerBound + 2..<piece.upperBound
        }
        self.values = values
        bodyStart = close + 2
    }

    /// For `oneLine(_:_:replacing:)`: each use in `range` of a name captured with a value,
    /// spelled as that value (in parentheses unless it is a plain chain of names).
    func spelledOut(in range: Range<Int>, of source: SwiftSource) -> [Int: String] {
        var replacements: [Int: String] = [:]
        for token in range where source.isKind(token, .identifier) && !source.isKind(token - 1, .period) {
            // `name:` is an argument label, not a use.
            guard let value = values[source.text(token)], !source.isKind(token + 1, .colon) else { continue }
            let text = source.oneLine(value.lowerBound, value.upperBound - 1)
            let isChain = value.allSatisfy { source.isKind($0, .identifier) || source.isKind($0, .period) }
            replacements[token] = isChain ? text : "(" + text + ")"
        }
        return replacements
    }
}
