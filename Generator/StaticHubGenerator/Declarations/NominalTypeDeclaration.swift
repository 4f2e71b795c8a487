/// A generated struct, class or protocol, with its members.
struct NominalTypeDeclaration: Sendable {
    enum Kind: Sendable {
        case `struct`
        case finalClass
        case `protocol`

        var keywords: String {
            switch self {
            case .struct: "struct"
            case .finalClass: "final class"
            case .protocol: "protocol"
            }
        }
    }

    /// Doc comment lines, without their `/// `.
    var documentation: [String] = []
    /// `public `, `private `, or empty for internal.
    var accessModifier = ""
    var kind: Kind
    var name: String
    var inheritance: [String] = []
    /// The manifest line its header is reported at, if it can fail for a reason there.
    var location: SourceLocation?
    var members: [Declaration] = []
    /// Written `nonisolated`: not isolated by the module's default isolation.
    var isNonisolated = false

    var header: String {
        accessModifier + (isNonisolated ? "nonisolated " : "") + kind.keywords + " " + name
            + (inheritance.isEmpty ? "" : ": " + inheritance.joined(separator: ", "))
    }
}
