extension TypeSyntax {
    /// The type as one UpperCamelCase word for generated identifiers:
    /// `(any Outer.InnerP)` → `OuterInnerP`, `Repository<User>` → `RepositoryUser`,
    /// `(any P)?` → `OptionalP`, `[String: any P]` → `StringPDictionary`,
    /// `() -> Date` → `DateProvider`.
    var plainName: String {
        switch self {
        case .nominal(let components):
            return components.map { component in
                Self.capitalized(component.name) + component.genericArguments.map(\.plainName).joined()
            }.joined()
        case .existential(let constraint), .opaque(let constraint):
            return constraint.plainName
        case .composition(let members):
            return members.map(\.plainName).joined(separator: "And")
        case .optional(let wrapped):
            return "Optional" + wrapped.plainName
        case .implicitlyUnwrappedOptional(let wrapped):
            return "ImplicitlyUnwrapped" + wrapped.plainName
        case .array(let element):
            return element.plainName + "Array"
        case .dictionary(let key, let value):
            return key.plainName + value.plainName + "Dictionary"
        case .tuple(let elements):
            return elements.isEmpty ? "Void" : "Tuple" + elements.map(\.type.plainName).joined()
        case .function(let function):
            if function.parameters.isEmpty {
                return function.result.plainName + "Provider"
            }
            return function.parameters.map(\.plainName).joined() + "To" + function.result.plainName + "Function"
        case .metatype(let instance, let keyword):
            return instance.plainName + keyword
        case .integer(let value):
            return value
        }
    }

    /// `theme` → `Theme`; backticks are dropped.
    static func capitalized(_ name: String) -> String {
        let bare = name.filter { $0 != "`" }
        guard let first = bare.first else { return bare }
        return first.uppercased() + bare.dropFirst()
    }
}
