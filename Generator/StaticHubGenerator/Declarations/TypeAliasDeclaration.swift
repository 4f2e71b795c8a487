/// A generated `typealias`.
struct TypeAliasDeclaration: Sendable {
    let documentation: [String]
    /// `public `, `private `, or empty for internal.
    let accessModifier: String
    let name: String
    let type: String
    /// The manifest line it is reported at, if it can fail for a reason there.
    let location: SourceLocation?

    init(
        documentation: [String] = [],
        accessModifier: String = "",
        name: String,
        type: String,
        location: SourceLocation? = nil
    ) {
        self.documentation = documentation
        self.accessModifier = accessModifier
        self.name = name
        self.type = type
        self.location = location
    }

    var spelling: String { accessModifier + "typealias " + name + " = " + type }
}
