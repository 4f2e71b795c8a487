/// One token of the Swift subset the generator reads.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
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

    let kind: Kind
    /// Byte range in the file.
    let range: Range<Int>
    let line: Int
    let column: Int
    /// Whether white space or a comment precedes the token (tells `a?` from `a ?`).
    let hasLeadingSpace: Bool
}
