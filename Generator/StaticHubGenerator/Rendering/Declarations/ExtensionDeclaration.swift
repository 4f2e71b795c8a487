/// A generated `extension`, with the conformances it adds and its members.
struct ExtensionDeclaration: Sendable {
    var extendedType: String
    var conformances: [String] = []
    var members: [Declaration] = []

    var header: String {
        "extension " + extendedType + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", "))
    }
}
