/// A finding of the generator, attached to the source token at fault.
///
/// Stages collect diagnostics as values and keep going where they can, so one run
/// reports every problem; only the command-line tool prints them.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error
        case warning
        case note
    }

    /// Extra context shown under a diagnostic, such as where a duplicate was first declared.
    public struct Note: Hashable, Sendable {
        let diagnosticMessage: DiagnosticMessage
        public var location: SourceLocation

        init(_ message: DiagnosticMessage, at location: SourceLocation) {
            precondition(message.severity == .note, "'\(message.id.rawValue)' is not a note")
            self.diagnosticMessage = message
            self.location = location
        }

        public var message: String { diagnosticMessage.text }
    }

    let diagnosticMessage: DiagnosticMessage
    public var location: SourceLocation
    public var notes: [Note]

    /// A diagnostic with the catalogue's severity for `message`.
    init(_ message: DiagnosticMessage, at location: SourceLocation, notes: [Note] = []) {
        precondition(message.severity != .note, "'\(message.id.rawValue)' is a note")
        self.diagnosticMessage = message
        self.location = location
        self.notes = notes
    }

    public var severity: Severity { diagnosticMessage.severity }
    public var message: String { diagnosticMessage.text }
    /// The message's stable identifier, such as `missing-dependency`.
    public var id: String { diagnosticMessage.id.rawValue }

    /// The diagnostic and its notes in the `path:line:col: severity: message` form that
    /// SwiftPM and Xcode show in place, one line each.
    public var description: String {
        var lines = ["\(location): \(severity.rawValue): \(message)"]
        for note in notes {
            lines.append("\(note.location): note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }
}

/// Thrown by the parsers of small pieces (`ManifestPieceParser`), whose callers collect it.
extension Diagnostic: Error {}

extension [Diagnostic] {
    /// Whether any diagnostic stops generation.
    package var containsError: Bool { contains { $0.severity == .error } }

    /// Ordered by file and position, then message, so the output is identical run to run.
    func sortedForOutput() -> [Diagnostic] {
        sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }
}
