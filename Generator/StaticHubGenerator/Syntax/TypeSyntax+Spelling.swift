extension TypeSyntax {
    /// The canonical spelling: single spaces, no redundant parentheses. Generated
    /// signatures use it, and two registrations name the same type when their
    /// canonical spellings are equal.
    var spelling: String {
        render(in: .anywhere)
    }

    /// `T.Type`, parenthesised where needed: `(any P).Type`.
    var metatypeSpelling: String {
        TypeSyntax.metatype(self, keyword: "Type").spelling
    }

    /// The expression `T.self`, parenthesised where needed: `(any P).self`.
    var metatypeExpression: String {
        TypeSyntax.metatype(self, keyword: "self").spelling
    }

    /// What `metatypeExpression` puts before `.self`: `(any P)`, `P?`.
    var metatypeOperandSpelling: String {
        render(in: .postfixOperand)
    }

    /// Where a type is rendered decides whether it needs parentheses.
    private enum Position {
        case anywhere
        case compositionMember
        case postfixOperand
    }

    private func render(in position: Position) -> String {
        switch self {
        case .nominal(let components):
            // Most types a hub names are one plain name: no array to join.
            if components.count == 1, components[0].genericArguments.isEmpty { return components[0].name }
            return components.map { component in
                component.genericArguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.genericArguments.map(\.spelling).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .existential(let constraint):
            return parenthesized("any " + constraint.render(in: .anywhere), unless: position == .anywhere)
        case .opaque(let constraint):
            return parenthesized("some " + constraint.render(in: .anywhere), unless: position == .anywhere)
        case .composition(let members):
            let text = members.map { $0.render(in: .compositionMember) }.joined(separator: " & ")
            return parenthesized(text, unless: position != .postfixOperand && position != .compositionMember)
        case .optional(let wrapped):
            return wrapped.render(in: .postfixOperand) + "?"
        case .implicitlyUnwrappedOptional(let wrapped):
            return wrapped.render(in: .postfixOperand) + "!"
        case .array(let element):
            return "[" + element.spelling + "]"
        case .dictionary(let key, let value):
            return "[" + key.spelling + ": " + value.spelling + "]"
        case .tuple(let elements):
            return "("
                + elements.map { element in
                    (element.label.map { $0 + ": " } ?? "") + element.type.spelling
                }.joined(separator: ", ") + ")"
        case .function(let function):
            var text = function.attributes.map { $0 + " " }.joined()
            text += "(" + function.parameters.map(\.spelling).joined(separator: ", ") + ")"
            text += function.effects.map { " " + $0 }.joined()
            text += " -> " + function.result.spelling
            return parenthesized(text, unless: position == .anywhere)
        case .metatype(let instance, let keyword):
            return instance.render(in: .postfixOperand) + "." + keyword
        case .integer(let value):
            return value
        }
    }

    private func parenthesized(_ text: String, unless isSafe: Bool) -> String {
        isSafe ? text : "(" + text + ")"
    }
}
