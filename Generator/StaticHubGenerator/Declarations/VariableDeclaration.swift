/// A generated stored property: `private static let _sharedClock: Clock = …`.
struct VariableDeclaration: Sendable {
    /// Modifiers before `let` or `var`, each followed by a space: `private static `, `weak `.
    let modifiers: String
    let isConstant: Bool
    let name: String
    let type: String?
    let value: String?
    /// The manifest line it is reported at, if it can fail for a reason there.
    let location: SourceLocation?

    init(
        modifiers: String = "",
        isConstant: Bool = true,
        name: String,
        type: String? = nil,
        value: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.modifiers = modifiers
        self.isConstant = isConstant
        self.name = name
        self.type = type
        self.value = value
        self.location = location
    }

    var spelling: String {
        var text = modifiers + (isConstant ? "let " : "var ") + name
        if let type { text += ": " + type }
        if let value { text += " = " + value }
        return text
    }
}
