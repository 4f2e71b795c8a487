/// The messages filed under "Lexing" in the diagnostics article (see `DiagnosticEntry`).
extension DiagnosticMessage {
    enum Lexing {
        static let unterminatedString = DiagnosticMessage(.unterminatedString, "unterminated string literal")

        static let unterminatedBlockComment = DiagnosticMessage(.unterminatedBlockComment, "unterminated '/*' comment")

        static let nestingTooDeep = DiagnosticMessage(.nestingTooDeep, "string interpolations are nested too deeply to read")

        static func unmatchedOpening(_ opening: String, expected closing: String) -> DiagnosticMessage {
            DiagnosticMessage(.unmatchedOpening, "'\(opening)' is never closed; expected '\(closing)'")
        }

        static func unmatchedClosing(_ closing: String) -> DiagnosticMessage {
            DiagnosticMessage(.unmatchedClosing, "unexpected '\(closing)' without a matching opening bracket")
        }
    }
}
