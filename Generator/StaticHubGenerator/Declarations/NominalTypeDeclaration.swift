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
    let documentation: [String]
    /// `public `, `private `, or empty for internal.
    let accessModifier: String
    let kind: Kind
    let name: String
    let inheritance: [String]
    /// The manifest line its header is reported at, if it can fail for a reason there.
    let location: SourceLocation?
    let members: [Declaration]
    /// Written `nonisolated`: not isolated by the module's default isolation.
    let isNonisolated: Bool

    init(
        documentation: [String] = [],
        accessModifier: String = "",
        kind: Kind,
        name: String,
        inheritance: [String] = [],
        location: SourceLocation? = nil,
        members: [Declaration] = [],
        isNonisolated: Bool = false
    ) {
        self.documentation = documentation
        self.accessModifier = accessModifier
        self.kind = kind
        self.name = name
        self.inheritance = inheritance
        self.location = location
        self.members = members
        self.isNonisolated = isNonisolated
    }

    var header: String {
        accessModifier + (isNonisolated ? "nonisolated " : "") + kind.keywords + " " + name
            + (inheritance.isEmpty ? "" : ": " + inheritance.joined(separator: ", "))
    }
}
