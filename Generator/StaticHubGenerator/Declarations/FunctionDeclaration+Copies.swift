/// Copies of a function with one part changed, for the builders that start from a common
/// shape: a declaration, once built, never changes.
extension FunctionDeclaration {
    /// With `attributes` at the start of the signature line (`@inline(__always)`).
    func with(attributes: [String]) -> FunctionDeclaration { copy(attributes: attributes) }

    /// With `leadingAttributes` on lines of their own (`@available(…)`).
    func with(leadingAttributes: [String]) -> FunctionDeclaration { copy(leadingAttributes: leadingAttributes) }

    /// Isolated to `globalActor`, or to none.
    func isolated(to globalActor: String?) -> FunctionDeclaration { copy(globalActor: .some(globalActor)) }

    func with(parameters: [Parameter], body: [Statement]) -> FunctionDeclaration { copy(parameters: parameters, body: body) }

    private func copy(
        attributes: [String]? = nil, leadingAttributes: [String]? = nil, globalActor: String?? = nil, parameters: [Parameter]? = nil,
        body: [Statement]? = nil
    ) -> FunctionDeclaration {
        FunctionDeclaration(
            documentation: documentation, leadingAttributes: leadingAttributes ?? self.leadingAttributes,
            attributes: attributes ?? self.attributes, globalActor: globalActor ?? self.globalActor, accessModifier: accessModifier,
            kind: kind, name: name, genericParameters: genericParameters, parameters: parameters ?? self.parameters, effects: effects,
            result: result, signatureLocation: signatureLocation, body: body ?? self.body)
    }
}
