/// What tools built on the generator read of a type written in code the generator does not
/// parse itself: the migration tool names the accessors the generator will write, and spells
/// the types of the registrations it writes.
extension TypeSyntax {
    /// `text` read as one whole type; nil when it is not one.
    init?(text: String) {
        let file = Lexer.tokenize(SourceFile(path: "", text: text))
        guard !file.diagnostics.containsError, let type = try? TypeParser.parse(file, 0..<file.tokens.count) else { return nil }
        self = type
    }
}

/// The stem of the identifiers the generator writes for a type written as `text`
/// (`ThemeProtocol` for `any ThemeProtocol`), or nil when `text` is not one type.
package func plainTypeName(_ text: String) -> String? {
    TypeSyntax(text: text)?.plainName
}

/// The accessor the generator writes for a registration of the type written as `type`, with
/// `tag` and `name:` as a manifest writes them (`resolvePaymentProcessorStripe`); nil when
/// `type` or `tag` is not one type.
package func registrationAccessorName(type: String, tag: String? = nil, name: String? = nil) -> String? {
    guard let type = TypeSyntax(text: type) else { return nil }
    guard let tag else { return "resolve" + Registration.plainName(type: type, tag: nil, name: name) }
    return TypeSyntax(text: tag).map { "resolve" + Registration.plainName(type: type, tag: $0, name: name) }
}

/// A type written as `text` in code the generator does not read (`APIClient?`, `any Clock`),
/// spelled as a manifest writes it before `.self`: canonical, a bare protocol name (the
/// whole type, or what an optional wraps) as an existential (`(any APIClient)?` when
/// `isProtocol("APIClient")`), and parenthesised where `.self` cannot follow it directly. Nil
/// when `text` is not one type.
package func manifestTypeOperand(_ text: String, isProtocol: (String) -> Bool) -> String? {
    guard var type = TypeSyntax(text: text) else { return nil }
    func existential(_ type: TypeSyntax) -> TypeSyntax {
        guard case .nominal(let components) = type, components.allSatisfy({ $0.genericArguments.isEmpty }),
            isProtocol(components.map(\.name).joined(separator: "."))
        else { return type }
        return .existential(type)
    }
    switch type {
    case .optional(let wrapped): type = .optional(existential(wrapped))
    case .implicitlyUnwrappedOptional(let wrapped): type = .implicitlyUnwrappedOptional(existential(wrapped))
    default: type = existential(type)
    }
    return type.metatypeOperandSpelling
}
