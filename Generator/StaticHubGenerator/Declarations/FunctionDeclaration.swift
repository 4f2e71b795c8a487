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
        let label: String
        /// The name inside the body, when it differs from the label.
        let name: String?
        let type: String
        /// The default argument's expression, if it has one.
        let defaultValue: String?

        init(
            label: String,
            name: String? = nil,
            type: String,
            defaultValue: String? = nil
        ) {
            self.label = label
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
        }

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
    let documentation: [String]
    /// Attributes on lines of their own before the signature, such as `@available(…)`.
    let leadingAttributes: [String]
    /// Attributes at the start of the signature line, such as `@inline(__always)`.
    let attributes: [String]
    /// The global actor a function outside the hub's own extension must state (`MainActor`).
    let globalActor: String?
    /// `public `, `private `, or empty for internal.
    let accessModifier: String
    let kind: Kind
    let name: String
    let genericParameters: [String]
    let parameters: [Parameter]
    let effects: Effects
    let result: String?
    /// The manifest line the signature is reported at: where a type it names was written.
    let signatureLocation: SourceLocation?
    /// Written `{}` on the signature's line when empty.
    let body: [Statement]

    init(
        documentation: [String] = [],
        leadingAttributes: [String] = [],
        attributes: [String] = [],
        globalActor: String? = nil,
        accessModifier: String = "",
        kind: Kind = .staticFunction,
        name: String,
        genericParameters: [String] = [],
        parameters: [Parameter] = [],
        effects: Effects = .none,
        result: String? = nil,
        signatureLocation: SourceLocation? = nil,
        body: [Statement]
    ) {
        self.documentation = documentation
        self.leadingAttributes = leadingAttributes
        self.attributes = attributes
        self.globalActor = globalActor
        self.accessModifier = accessModifier
        self.kind = kind
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.result = result
        self.signatureLocation = signatureLocation
        self.body = body
    }

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
