/// A generated `extension`, with the conformances it adds and its members.
struct ExtensionDeclaration: Sendable {
    var extendedType: String
    var conformances: [String] = []
    var members: [Declaration] = []
    /// Written `nonisolated extension`: its members are nonisolated unless they say otherwise,
    /// whatever the module's default isolation.
    var isNonisolated = false

    var header: String {
        (isNonisolated ? "nonisolated extension " : "extension ") + extendedType
            + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", "))
    }
}
