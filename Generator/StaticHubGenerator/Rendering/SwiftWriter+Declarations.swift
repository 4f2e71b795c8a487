extension SwiftWriter {
    /// Writes a function: its doc comment and attributes (neutral lines, so a mapping stays
    /// attached to the signature), the signature mapped to its manifest line, and the body.
    mutating func write(_ function: FunctionDeclaration) {
        for line in function.documentation { neutral("/// " + line) }
        for attribute in function.leadingAttributes { neutral(attribute) }
        block(function.signature, mappedTo: function.signatureLocation) { writer in
            writer.write(function.body)
        }
    }

    mutating func write(_ statements: [Statement]) {
        for statement in statements {
            switch statement {
            case .line(let text, let location?):
                line(text, mappedTo: location)
            case .line(let text, nil):
                line(text)
            case .conditional(let condition, let body, let otherwise):
                conditional(condition, { $0.write(body) }, else: otherwise.map { otherwise in { $0.write(otherwise) } })
            }
        }
    }
}
