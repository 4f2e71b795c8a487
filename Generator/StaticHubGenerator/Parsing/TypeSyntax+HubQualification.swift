extension TypeSyntax {
    /// The type with every path that starts at one of the hub's member types spelled from the
    /// hub: `Inner` → `Hub.Inner`, `Repository<Inner>` → `Repository<Hub.Inner>`.
    ///
    /// A manifest is written inside the hub, where `Inner` finds `Hub.Inner`; the overloads
    /// are generated in protocol extensions outside it, where it would not.
    func qualifyingMembers(_ memberTypeNames: Set<String>, of hubName: String) -> TypeSyntax {
        guard !memberTypeNames.isEmpty else { return self }
        let qualified = { (type: TypeSyntax) in type.qualifyingMembers(memberTypeNames, of: hubName) }
        switch self {
        case .nominal(var components):
            components = components.map { component in
                NominalComponent(name: component.name, genericArguments: component.genericArguments.map(qualified))
            }
            guard let first = components.first, memberTypeNames.contains(first.name) else { return .nominal(components) }
            let hubPath = hubName.split(separator: ".").map { NominalComponent(name: String($0), genericArguments: []) }
            return .nominal(hubPath + components)
        case .existential(let constraint):
            return .existential(qualified(constraint))
        case .opaque(let constraint):
            return .opaque(qualified(constraint))
        case .composition(let members):
            return .composition(members.map(qualified))
        case .optional(let wrapped):
            return .optional(qualified(wrapped))
        case .implicitlyUnwrappedOptional(let wrapped):
            return .implicitlyUnwrappedOptional(qualified(wrapped))
        case .array(let element):
            return .array(qualified(element))
        case .dictionary(let key, let value):
            return .dictionary(key: qualified(key), value: qualified(value))
        case .tuple(let elements):
            return .tuple(elements.map { TupleElement(label: $0.label, type: qualified($0.type)) })
        case .function(let function):
            return .function(FunctionType(
                attributes: function.attributes,
                parameters: function.parameters.map(qualified),
                effects: function.effects,
                result: qualified(function.result)
            ))
        case .metatype(let base, let keyword):
            return .metatype(qualified(base), keyword: keyword)
        case .integer:
            return self
        }
    }
}
