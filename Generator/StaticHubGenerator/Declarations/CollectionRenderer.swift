/// Renders one collection a hub composes: its uniquely named accessor, which makes each
/// element in order (those of imported hubs through their element functions), the
/// `resolveAll` overloads, and in debug builds the `mockAll` functions.
///
/// All of it lives on the hub itself, never in the overload buckets that importing hubs
/// adopt: each hub composes its own collection of a type, so an importer's `resolveAll` of
/// the type would otherwise be ambiguous with the imported hub's. A hub has few collections,
/// so these overloads cost the type checker little.
struct CollectionRenderer {
    let hub: HubModel
    let collection: WiredCollection

    private var access: String { collection.access.memberModifier }
    private var effects: Effects { collection.effects }
    private var isIsolated: Bool { hub.globalActor != nil }
    /// The actor its elements run on, when one isolates an element (or what it resolves).
    private var isolation: String? { effects.isolation?.spelling }
    private var elementType: TypeSyntax { collection.identity.type }
    private var resultType: String { TypeSyntax.array(elementType).spelling }
    private var description: String {
        "`\(elementType.spelling)`" + (collection.identity.tag.map { " tagged `\($0.spelling)`" } ?? "")
    }
    private var mockKey: String { GeneratedCode.mockKey(collection.mockName) }

    /// `_: T.Type`, then `tag: Stripe.Type` for a tagged collection.
    private var typeSelector: [FunctionDeclaration.Parameter] {
        let type = collection.hasPlainMetatype ? elementType.metatypeSpelling : "\(GeneratedCode.metatypeAlias)<\(elementType.spelling)>"
        return [.init(label: "_", type: type)] + tagSelector
    }

    private var tagSelector: [FunctionDeclaration.Parameter] {
        guard let tag = collection.identity.tag else { return [] }
        let type = collection.hasPlainTagMetatype ? tag.metatypeSpelling : "\(GeneratedCode.metatypeAlias)<\(tag.spelling)>"
        return [.init(label: "tag", name: "_", type: type)]
    }

    /// A closure returning the collection, with its effects as callers write them, or as the
    /// registry stores them (typed throws erased, see `_HubTypedThrows`).
    private func mockClosureType(_ effects: Effects) -> TypeSyntax {
        let attributes = isolation.map { ["@" + $0] } ?? (isIsolated ? [] : ["@Sendable"])
        return .function(.init(attributes: attributes, parameters: [], effects: effects.typeWords, result: .array(elementType)))
    }

    private func function(
        _ name: String,
        _ kind: FunctionDeclaration.Kind = .staticFunction,
        documentation: String,
        parameters: [FunctionDeclaration.Parameter] = [],
        effects: Effects = .none,
        result: String? = nil,
        body: [Statement]
    ) -> FunctionDeclaration {
        FunctionDeclaration(
            documentation: [documentation],
            globalActor: isolation,
            accessModifier: access,
            kind: kind,
            name: name,
            parameters: parameters,
            effects: effects,
            result: result,
            signatureLocation: collection.location,
            body: body
        )
    }

    // MARK: In the hub's extension

    /// The accessor and the `resolveAll` overloads.
    var members: [Declaration] {
        let tag = collection.identity.tag.map { ", tag: \($0.spelling)" } ?? ""
        let forward: [Statement] = [.line(effects.callPrefix + "\(collection.accessorName)()")]
        let documentation = "Resolves every \(description) that `CollectionRegister` adds, imported ones first."
        return [
            .comment("MARK: Collection of \(elementType.spelling)\(tag)"),
            .function(accessor),
            .function(
                function(
                    "resolveAll", documentation: documentation, parameters: typeSelector, effects: effects, result: resultType,
                    body: forward)),
            .function(
                function(
                    "resolveAll", documentation: documentation, parameters: tagSelector, effects: effects, result: resultType, body: forward
                ))
        ]
    }

    /// Makes the elements in order; checks for a mock of the whole collection first in debug builds.
    private var accessor: FunctionDeclaration {
        let prefix = effects.callPrefix
        var call = "\(prefix)mock()"
        if let thrownType = effects.thrownType {
            call = "\(prefix)\(GeneratedCode.typedThrowsType).call({ \(call) }, throwing: \(thrownType.metatypeExpression))"
        }
        let storedType = mockClosureType(effects.untyped)
        let mockCheck =
            "if \(GeneratedCode.anyMockActive), let mock = \(GeneratedCode.mockRegistry).override(\(mockKey), as: \(storedType.metatypeExpression)) { return \(call) }"
        let elements = collection.elements.map { index in
            let element = hub.registrations[index]
            let owner = element.importedFrom.map { $0.hubName + "." } ?? ""
            return "\(owner)\(element.accessorName)()"
        }
        let declaration = function(
            collection.accessorName,
            documentation:
                "Resolves every \(description) that `CollectionRegister` adds, imported ones first: new instances on every call.",
            effects: effects,
            result: resultType,
            body: [
                .conditional(GeneratedCode.debugCondition, [.line(mockCheck, mappedTo: collection.location)]),
                .line("return \(elements.isEmpty ? "" : prefix)[\(elements.joined(separator: ", "))]")
            ]
        )
        return declaration.with(attributes: ["@inline(__always)"])
    }

    // MARK: Mocks, in debug builds

    /// The hubs whose registries hold the mock: this one, then the imported ones that
    /// compose a collection of the type too.
    private var mockedHubs: [String] { [hub.name] + collection.alsoMockedIn }

    /// `mockAll(_:factory:)`, for the hub's extension: set until reset with `nil` or `resetMocks()`.
    var globalMock: FunctionDeclaration {
        let storedType = TypeSyntax.optional(mockClosureType(effects.untyped)).spelling
        let others = collection.alsoMockedIn.map { $0 + ".self" }
        let hubs = others.isEmpty ? "" : "alsoIn: [\(others.joined(separator: ", "))], "
        func set(_ value: String) -> Statement {
            .line(
                "\(GeneratedCode.mockRegistry).setGlobal(\(value), for: \(mockKey), \(hubs)setBy: Self.self)", mappedTo: collection.location
            )
        }
        let body: [Statement] =
            effects.thrownType == nil
            ? [set("factory")]
            : [
                .line("var stored: \(storedType) = nil"),
                .line("if let factory { stored = \(storedMock) }"),
                set("stored")
            ]
        return function(
            "mockAll",
            documentation:
                "Replaces the collection of \(description) in this process, whichever hub resolves it, until reset with `nil` or `resetMocks()`.",
            parameters: typeSelector + [.init(label: "factory", type: TypeSyntax.optional(mockClosureType(effects)).spelling)],
            body: body
        )
    }

    /// The scoped `mockAll(_:factory:)`, for the `Mocks` builder's extension.
    var scopedMock: FunctionDeclaration {
        let value = effects.thrownType == nil ? "factory" : "stored"
        let store: [Statement] =
            effects.thrownType == nil ? [] : [.line("let stored: \(mockClosureType(effects.untyped).spelling) = \(storedMock)")]
        let stores = mockedHubs.map { Statement.line("self._overrides[\($0).self, \(mockKey)] = \(value)") }
        let declaration = function(
            "mockAll",
            .mutatingFunction,
            documentation: "Replaces the collection of \(description) inside the scope, whichever hub resolves it.",
            parameters: typeSelector + [.init(label: "factory", type: "@escaping " + mockClosureType(effects).spelling)],
            body: store + stores
        )
        return declaration.isolated(to: isolation ?? hub.globalActor)
    }

    /// `factory` as the registry stores it: itself, or with typed throws a closure that calls it.
    private var storedMock: String {
        effects.thrownType == nil ? "factory" : "{ \(effects.callPrefix)factory() }"
    }
}
