/// One token of the Swift subset the generator reads.
package struct Token: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// Identifiers and keywords alike, including `` `escaped` `` ones and `$0`.
        case identifier
        case number
        case string
        /// `#if`, `#else`, `#sourceLocation`, …; the text includes the `#`.
        case poundKeyword
        /// A run of operator characters, such as `->`, `?`, `&` or `>>`.
        case `operator`
        case leftParen, rightParen
        case leftBracket, rightBracket
        case leftBrace, rightBrace
        case comma, colon, semicolon, period, at, backslash
        /// A byte the generator has no use for; harmless unless it stands in a manifest.
        case unknown
    }

    package let kind: Kind
    /// Byte range in the file.
    package let range: Range<Int>
    package let line: Int
    package let column: Int
    /// Whether white space or a comment precedes the token (tells `a?` from `a ?`).
    package let hasLeadingSpace: Bool
}
