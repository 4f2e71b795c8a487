/// A replacement of a byte range of a file's original text.
struct TextEdit: Equatable {
    let range: Range<Int>
    let replacement: String

    init(_ range: Range<Int>, _ replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Inserts `text` at `offset`.
    static func insertion(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(offset..<offset, text)
    }
}

extension [TextEdit] {
    /// Whether one of these edits replaces or deletes the text of `token` in `source`: what is
    /// left of the old code once they apply is everything else.
    func replace(_ token: Int, in source: SwiftSource) -> Bool {
        let bytes = source.tokens[token].range
        return contains { !$0.range.isEmpty && $0.range.lowerBound <= bytes.lowerBound && bytes.upperBound <= $0.range.upperBound }
    }
}

extension [TextEdit] {
    /// The offset in the original text of `offset` in the text these edits make: the start
    /// of the replaced range for a byte they wrote. (A blank line `applying` folds after a
    /// deleted one is not counted, so a position after it may read a line early.)
    func originalOffset(ofEdited offset: Int) -> Int {
        var original = 0
        var edited = 0
        for edit in sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where edit.range.lowerBound >= original {
            let kept = edit.range.lowerBound - original
            if offset < edited + kept { return original + offset - edited }
            edited += kept + edit.replacement.utf8.count
            if offset < edited { return edit.range.lowerBound }
            original = edit.range.upperBound
        }
        return original + offset - edited
    }
}

extension Array where Element == UInt8 {
    /// These bytes with `edits` applied. Edits come from readers that claim disjoint token
    /// ranges; of two that overlap anyway, the one that starts later is dropped, so the result
    /// is never garbled.
    func applying(_ edits: [TextEdit]) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        var position = 0
        // An insertion goes before a replacement that starts where it does; insertions at one
        // offset keep the order they were made in.
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.element.range.isEmpty ? 0 : 1, $0.offset)
                < ($1.element.range.lowerBound, $1.element.range.isEmpty ? 0 : 1, $1.offset)
        }
        for edit in ordered.map(\.element) where edit.range.lowerBound >= position {
            result += self[position..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            position = edit.range.upperBound
            if edit.replacement.isEmpty, isWholeLines(edit.range) {
                closeGap(in: &result, at: &position)
            }
        }
        result += self[position...]
        return String(decoding: result, as: UTF8.self)
    }

    private func isWholeLines(_ range: Range<Int>) -> Bool {
        !range.isEmpty && (range.lowerBound == 0 || self[range.lowerBound - 1] == ._newline) && self[range.upperBound - 1] == ._newline
    }

    /// After whole lines were deleted: one blank line where two would now meet, none just
    /// inside braces.
    private func closeGap(in result: inout [UInt8], at position: inout Int) {
        let blankBefore =
            result.isEmpty || result.suffix(2) == [._newline, ._newline]
            || result.last(where: { $0 != ._newline && $0 != ._space }) == UInt8(ascii: "{") && result.last == ._newline
        let nextLineEnd = self[position...].firstIndex(of: ._newline)
        let nextLine = self[position..<(nextLineEnd ?? count)]
        if blankBefore, let nextLineEnd, nextLine.allSatisfy({ $0 == ._space || $0 == ._tab }) {
            position = nextLineEnd + 1
        } else if result.suffix(2) == [._newline, ._newline],
            position == count || nextLine.drop(while: { $0 == ._space || $0 == ._tab }).first == UInt8(ascii: "}")
        {
            result.removeLast()
        }
    }
}

extension UInt8 {
    fileprivate static let _newline = UInt8(ascii: "\n")
    fileprivate static let _space = UInt8(ascii: " ")
    fileprivate static let _tab = UInt8(ascii: "\t")
}
