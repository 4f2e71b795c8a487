/// A generated `extension`, with the conformances it adds and its members.
struct ExtensionDeclaration: Sendable {
    let extendedType: String
    let conformances: [String]
    let members: [Declaration]
    /// Written `nonisolated extension`: its members are nonisolated unless they say otherwise,
    /// whatever the module's default isolation.
    let isNonisolated: Bool

    init(
        extendedType: String,
        conformances: [String] = [],
        members: [Declaration] = [],
        isNonisolated: Bool = false
    ) {
        self.extendedType = extendedType
        self.conformances = conformances
        self.members = members
        self.isNonisolated = isNonisolated
    }

    var header: String {
        (isNonisolated ? "nonisolated extension " : "extension ") + extendedType
            + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", "))
    }
}
