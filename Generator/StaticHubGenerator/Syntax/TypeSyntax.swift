/// A Swift type as written in a manifest, reduced to the structure the generator needs:
/// a canonical spelling for generated signatures and matching, and a plain name for
/// generated identifiers.
indirect enum TypeSyntax: Hashable, Sendable, Codable {
    /// `A.B<C>`: the path components with their generic arguments.
    case nominal([NominalComponent])
    /// `any X`
    case existential(TypeSyntax)
    /// `some X`
    case opaque(TypeSyntax)
    /// `A & B`
    case composition([TypeSyntax])
    /// `X?`
    case optional(TypeSyntax)
    /// `X!`
    case implicitlyUnwrappedOptional(TypeSyntax)
    /// `[X]`
    case array(TypeSyntax)
    /// `[K: V]`
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `(a: A, B)`; a one-element unlabelled tuple is parsed as its element instead.
    case tuple([TupleElement])
    /// `@Sendable (A) async throws -> R`
    case function(FunctionType)
    /// `X.Type` or `X.Protocol`
    case metatype(TypeSyntax, keyword: String)
    /// An integer generic argument, as in `InlineArray<4, Int>`.
    case integer(String)

    /// Whether it is a function type, parenthesized or not: `(() -> Date)`.
    var isFunction: Bool {
        switch self {
        case .function: true
        case .tuple(let elements): elements.count == 1 && elements[0].label == nil && elements[0].type.isFunction
        case .nominal, .existential, .opaque, .composition, .optional, .implicitlyUnwrappedOptional, .array, .dictionary,
            .metatype, .integer:
            false
        }
    }

    struct NominalComponent: Hashable, Sendable, Codable {
        var name: String
        var genericArguments: [TypeSyntax]
    }

    struct TupleElement: Hashable, Sendable, Codable {
        var label: String?
        var type: TypeSyntax
    }

    struct FunctionType: Hashable, Sendable, Codable {
        var attributes: [String]
        var parameters: [TypeSyntax]
        var effects: [String]
        var result: TypeSyntax
    }
}

extension TypeSyntax {
    /// The protocol or composition behind `any`, for opaque registrations.
    var withoutExistential: TypeSyntax {
        if case .existential(let inner) = self { return inner }
        return self
    }

    /// The nominal types the type names, without their generic arguments and each once:
    /// `Repository<User>?` → `Repository`, `User`.
    var nominalNames: [String] {
        var names: [String] = []
        func visit(_ type: TypeSyntax) {
            if case .nominal(let components) = type {
                let name = components.map(\.name).joined(separator: ".")
                if !names.contains(name) { names.append(name) }
            }
            type.children.forEach(visit)
        }
        visit(self)
        return names
    }

    /// Whether `some` can precede this type: a named protocol (or class), or a composition.
    var canBeOpaqueConstraint: Bool {
        switch self {
        case .nominal: true
        case .composition(let members): members.allSatisfy(\.canBeOpaqueConstraint)
        default: false
        }
    }
}
