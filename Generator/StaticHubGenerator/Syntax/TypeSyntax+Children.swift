extension TypeSyntax {
    /// The types this one is built from, one level down: generic arguments, wrapped and
    /// element types, members, parameters and result.
    var children: [TypeSyntax] {
        switch self {
        case .nominal(let components):
            components.flatMap(\.genericArguments)
        case .existential(let inner), .opaque(let inner), .optional(let inner), .implicitlyUnwrappedOptional(let inner),
            .array(let inner), .metatype(let inner, _):
            [inner]
        case .composition(let members):
            members
        case .dictionary(let key, let value):
            [key, value]
        case .tuple(let elements):
            elements.map(\.type)
        case .function(let function):
            function.parameters + [function.result]
        case .integer:
            []
        }
    }

    /// The same type with `transform` applied to each of its `children`.
    func mappingChildren(_ transform: (TypeSyntax) -> TypeSyntax) -> TypeSyntax {
        switch self {
        case .nominal(let components):
            .nominal(components.map { NominalComponent(name: $0.name, genericArguments: $0.genericArguments.map(transform)) })
        case .existential(let inner):
            .existential(transform(inner))
        case .opaque(let inner):
            .opaque(transform(inner))
        case .composition(let members):
            .composition(members.map(transform))
        case .optional(let wrapped):
            .optional(transform(wrapped))
        case .implicitlyUnwrappedOptional(let wrapped):
            .implicitlyUnwrappedOptional(transform(wrapped))
        case .array(let element):
            .array(transform(element))
        case .dictionary(let key, let value):
            .dictionary(key: transform(key), value: transform(value))
        case .tuple(let elements):
            .tuple(elements.map { TupleElement(label: $0.label, type: transform($0.type)) })
        case .function(let function):
            .function(
                FunctionType(
                    attributes: function.attributes,
                    parameters: function.parameters.map(transform),
                    effects: function.effects,
                    result: transform(function.result)
                ))
        case .metatype(let base, let keyword):
            .metatype(transform(base), keyword: keyword)
        case .integer:
            self
        }
    }
}
