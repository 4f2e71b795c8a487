/// A type written as `text` in code the generator does not read (`APIClient?`, `any Clock`),
/// spelled as a manifest writes it before `.self`: canonical, a bare protocol name (the
/// whole type, or what an optional wraps) as an existential (`(any APIClient)?` when
/// `isProtocol("APIClient")`), and parenthesised where `.self` cannot follow it directly. Nil
/// when `text` is not one type.
///
/// For tools built on the generator: the migration tool writes registrations of the types the
/// old library's code names.
package func manifestTypeOperand(_ text: String, isProtocol: (String) -> Bool) -> String? {
    let file = Lexer.tokenize(SourceFile(path: "", text: text))
    guard !file.diagnostics.containsError, var type = try? TypeParser.parse(file, 0..<file.tokens.count) else { return nil }
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
