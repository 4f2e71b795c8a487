/// A generated `typealias`.
struct TypeAliasDeclaration: Sendable {
    /// `public `, `private `, or empty for internal.
    var accessModifier = ""
    var name: String
    var type: String
    /// The manifest line it is reported at, if it can fail for a reason there.
    var location: SourceLocation?

    var spelling: String { accessModifier + "typealias " + name + " = " + type }
}
