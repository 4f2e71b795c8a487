import StaticHubGenerator

/// A message of the migration, printed as `path:line:col: warning: … [id]`, at a position in
/// the files as they were before it.
package struct MigrationMessage: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: Sendable {
        /// Translated, but something behaves differently: a caveat to read.
        case caveat
        /// Left as it was: it needs a hand.
        case untouched
        /// The file could not be read and is left as it was.
        case error
    }

    package let kind: Kind
    package let id: ID
    package let message: String
    package let location: SourceLocation

    init(_ kind: Kind, _ id: ID, _ message: String, at location: SourceLocation) {
        self.kind = kind
        self.id = id
        self.message = message
        self.location = location
    }

    package var description: String {
        "\(location): \(kind == .error ? "error" : "warning"): \(message) [\(id.rawValue)]"
    }
}
