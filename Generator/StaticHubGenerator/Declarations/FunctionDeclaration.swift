/// A generated function, as a value: what it is (static or not, access, isolation, effects)
/// and which manifest line each part maps to. `SwiftWriter.write(_:)` is its one spelling
/// (see `Declaration`).
struct FunctionDeclaration: Sendable {
    enum Kind: Sendable {
        case staticFunction
        case instanceFunction
        case mutatingFunction
        /// `init`, whose declaration's `name` is empty.
        case initializer

        var keywords: String {
            switch self {
            case .staticFunction: "static func "
            case .instanceFunction: "func "
            case .mutatingFunction: "mutating func "
            case .initializer: "init"
            }
        }
    }

    struct Parameter: Sendable {
        /// The argument label; `_` for none.
        var label: String
        /// The name inside the body, when it differs from the label.
        var name: String?
        var type: String
        /// The default argument's expression, if it has one.
        var defaultValue: String?

        /// Appends `label name: Type = value` to `text`.
        func append(to text: inout String) {
            text += label
            if let name, name != label {
                text += " "
                text += name
            }
            text += ": "
            text += type
            if let defaultValue {
                text += " = "
                text += defaultValue
            }
        }
    }

    /// Doc comment lines, without their `/// `.
    var documentation: [String] = []
    /// Attributes on lines of their own before the signature, such as `@available(…)`.
    var leadingAttributes: [String] = []
    /// Attributes at the start of the signature line, such as `@inline(__always)`.
    var attributes: [String] = []
    /// The global actor a function outside the hub's own extension must state (`MainActor`).
    var globalActor: String?
    /// `public `, `private `, or empty for internal.
    var accessModifier = ""
    var kind = Kind.staticFunction
    var name: String
    var genericParameters: [String] = []
    var parameters: [Parameter] = []
    var effects = Effects.none
    var result: String?
    /// The manifest line the signature is reported at: where a type it names was written.
    var signatureLocation: SourceLocation?
    /// Written `{}` on the signature's line when empty.
    var body: [Statement]

    /// Built in one string: the generator writes several per registration, and joining
    /// arrays of pieces made it 16% slower on a large hub.
    var signature: String {
        // One append per piece: `a + b` would make a string for each `+`.
        var text = ""
        text.reserveCapacity(128)
        if let globalActor {
            text += "@"
            text += globalActor
            text += " "
        }
        for attribute in attributes {
            text += attribute
            text += " "
        }
        text += accessModifier
        text += kind.keywords
        text += name
        if !genericParameters.isEmpty { text += "<" + genericParameters.joined(separator: ", ") + ">" }
        text += "("
        for (index, parameter) in parameters.enumerated() {
            if index > 0 { text += ", " }
            parameter.append(to: &text)
        }
        text += ")"
        text += effects.signatureSuffix
        if let result {
            text += " -> "
            text += result
        }
        return text
    }
}

/// A line of a generated body, or a group of them under a compilation condition.
enum Statement: Sendable {
    /// A line reported at `location` when one is given, otherwise where it stands.
    case line(String, mappedTo: SourceLocation? = nil)
    /// `#if condition` … `#else` … `#endif`.
    indirect case conditional(String, [Statement], else: [Statement]? = nil)
}
