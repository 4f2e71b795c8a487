/// A generated stored property: `private static let _sharedClock: Clock = …`.
struct VariableDeclaration: Sendable {
    /// Modifiers before `let` or `var`, each followed by a space: `private static `, `weak `.
    var modifiers = ""
    var isConstant = true
    var name: String
    var type: String?
    var value: String?
    /// The manifest line it is reported at, if it can fail for a reason there.
    var location: SourceLocation?

    var spelling: String {
        var text = modifiers + (isConstant ? "let " : "var ") + name
        if let type { text += ": " + type }
        if let value { text += " = " + value }
        return text
    }
}
