/// The messages filed under "Lexing" in the diagnostics article (see `DiagnosticEntry`).
extension DiagnosticMessage {
    static let unterminatedString = Self(.unterminatedString, "unterminated string literal")

    static let unterminatedBlockComment = Self(.unterminatedBlockComment, "unterminated '/*' comment")

    static let nestingTooDeep = Self(.nestingTooDeep, "string interpolations are nested too deeply to read")

    static func unmatchedOpening(_ opening: String, expected closing: String) -> Self {
        Self(.unmatchedOpening, "'\(opening)' is never closed; expected '\(closing)'")
    }

    static func unmatchedClosing(_ closing: String) -> Self {
        Self(.unmatchedClosing, "unexpected '\(closing)' without a matching opening bracket")
    }
}
