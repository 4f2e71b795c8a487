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
        public var message: String
        public var location: SourceLocation
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var notes: [Note]

    init(_ severity: Severity, _ message: DiagnosticMessage, at location: SourceLocation, notes: [Note] = []) {
        self.severity = severity
        self.message = message.text
        self.location = location
        self.notes = notes
    }

    static func error(_ message: DiagnosticMessage, at location: SourceLocation, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    static func warning(_ message: DiagnosticMessage, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

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

extension [Diagnostic] {
    /// Whether any diagnostic stops generation.
    var containsError: Bool { contains { $0.severity == .error } }

    /// Ordered by file and position, then message, so the output is identical run to run.
    func sortedForOutput() -> [Diagnostic] {
        sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }
}
