/// A registration's mocks: the closure types callers pass and storage keeps, and the
/// `mock` functions of the hub (global) and of its `Mocks` builder (scoped).
extension RegistrationRenderer {
    /// A closure mock as callers pass it: over the explicit parameters (`@Sendable` unless an
    /// actor isolates the hub, since mocks cross tasks), with the registration's effects.
    var mockClosureType: TypeSyntax { mockClosureType(effects) }

    /// A closure mock as the registry stores it: typed throws erased (see `_HubTypedThrows`).
    var storedMockClosureType: TypeSyntax { mockClosureType(effects.untyped) }

    func mockClosureType(_ effects: Effects) -> TypeSyntax {
        // An isolated registration's mock runs on its actor, so a test there can pass a
        // closure over a non-`Sendable` spy.
        .function(
            .init(
                attributes: isolation.map { ["@" + $0] } ?? (isIsolated ? [] : ["@Sendable"]),
                parameters: explicitParameters.map(\.type),
                effects: effects.typeWords,
                result: registration.registeredType
            ))
    }

    /// A call of the stored closure mock `name` with the explicit arguments, its typed error
    /// restored (see `_HubTypedThrows`).
    func callingMock(_ name: String) -> String {
        let call = "\(effects.callPrefix)\(name)(\(positionalArguments))"
        guard let thrownType = effects.thrownType else { return call }
        return "\(effects.callPrefix)\(GeneratedCode.typedThrowsType).call({ \(call) }, throwing: \(thrownType.metatypeExpression))"
    }

    /// The closure mock named `name` as stored: itself, or with typed throws a closure that
    /// calls it, throwing any error.
    func storedMock(_ name: String) -> String {
        guard effects.thrownType != nil else { return name }
        let arguments = explicitParameters.indices.map { "$\($0)" }.joined(separator: ", ")
        return "{ \(effects.callPrefix)\(name)(\(arguments)) }"
    }

    /// The closure a caller would write for an opaque registration's mock, so that the
    /// unavailable `mock` matches the call and shows its message.
    var opaqueMockClosureType: TypeSyntax {
        .function(
            .init(
                attributes: [],
                parameters: explicitParameters.map(\.type),
                effects: effects.typeWords,
                result: .existential(registration.registeredType.withoutExistential)
            ))
    }

    /// A function of this registration: `access` (lowered to the registration's), isolated to
    /// the hub's global actor when it lives outside the hub's own extension, its signature
    /// mapped to the registration.
    func function(
        _ name: String,
        _ kind: FunctionDeclaration.Kind = .staticFunction,
        documentation: String? = nil,
        parameters: [FunctionDeclaration.Parameter],
        effects: Effects = .none,
        result: String? = nil,
        body: [Statement]
    ) -> FunctionDeclaration {
        FunctionDeclaration(
            documentation: documentation.map { [$0] } ?? [],
            globalActor: globalActor,
            accessModifier: access,
            kind: kind,
            name: name,
            parameters: parameters,
            effects: effects,
            result: result,
            signatureLocation: location,
            body: body
        )
    }

    /// A `mock` that matches the caller's code for an opaque registration and explains, as a
    /// compile error, why it cannot exist.
    func unavailableMock(_ kind: FunctionDeclaration.Kind, closureType: String) -> FunctionDeclaration {
        let type = registration.registeredType.withoutExistential.spelling
        var mock = function(
            "mock",
            kind,
            parameters: typeSelector + [.init(label: "factory", type: closureType)],
            body: [.line("fatalError()")]
        )
        mock.leadingAttributes = [
            "@available(*, unavailable, message: \"opaque registrations cannot be mocked: callers see 'some \(type)', whose type cannot change\")"
        ]
        mock.globalActor = nil
        return mock
    }

    /// What the doc comments call the result: `some Engine` for an opaque registration.
    var resultDescription: String { "`\(resultType)`" + (registration.tag.map { " tagged `\($0.spelling)`" } ?? "") }

    /// Where a `mock` function puts the mock.
    enum MockTarget {
        /// The hub's registry, for the whole process until reset (`Hub.mock(…)`), in a
        /// debug-only extension of an overload bucket.
        case global
        /// The overrides of a `withMocks` scope (`mocks.mock(…)`), in an extension of a mock
        /// bucket, which the builders of this hub and of its importers adopt.
        case scoped
    }

    /// The `mock(_:factory:)` or `mock(_:singleton:)` of `target`; for an opaque registration,
    /// an unavailable one whose message says why. A global mock takes `nil` to reset it.
    func mocks(_ target: MockTarget) -> [Declaration] {
        let kind: FunctionDeclaration.Kind = target == .global ? .staticFunction : .mutatingFunction
        func parameterType(_ type: TypeSyntax, escaping: Bool) -> String {
            target == .global ? TypeSyntax.optional(type).spelling : (escaping ? "@escaping " : "") + type.spelling
        }
        func store(_ value: String) -> Statement {
            let statement =
                switch target {
                case .global: setGlobalMock(value: value)
                case .scoped: "self._overrides[\(mockIdentity.hubName).self, \(mockKey)] = \(value)"
                }
            return .line(statement, mappedTo: location)
        }
        /// The parameter made into the closure the registry stores, named `name`.
        func stored(_ parameter: String, as name: String, _ conversion: String) -> [Statement] {
            switch target {
            case .global:
                [
                    .line("var \(name): \(TypeSyntax.optional(storedMockClosureType).spelling) = nil"),
                    .line("if let \(parameter) { \(name) = \(conversion) }")
                ]
            case .scoped:
                [.line("let \(name): \(storedMockClosureType.spelling) = \(conversion)")]
            }
        }
        /// When the closure of a `factory:` mock runs, if not on each resolve of a transient registration.
        enum ClosureRuns { case onEachResolve, oncePerScope }
        func documentation(closure runs: ClosureRuns? = nil) -> String {
            switch (target, runs) {
            case (.global, nil):
                "Replaces \(resultDescription) in this process until reset with `nil` or `resetMocks()`."
            case (.global, .onEachResolve):
                "Replaces \(resultDescription) in this process until reset with `nil` or `resetMocks()`. "
                    + "The closure runs on each resolve, so it can fail or suspend as the real one does."
            case (.global, .oncePerScope):
                "Replaces \(resultDescription) in this process until reset with `nil` or `resetMocks()`. "
                    + "The closure makes the shared instance once, until the global mocks change."
            case (.scoped, nil):
                "Replaces \(resultDescription) inside the scope."
            case (.scoped, .onEachResolve):
                "Replaces \(resultDescription) inside the scope with a closure that runs on each resolve."
            case (.scoped, .oncePerScope):
                "Replaces \(resultDescription) inside the scope with the instance the closure makes once for the scope."
            }
        }
        // An instance of a function type is a closure, which a scope keeps past the call.
        let instanceType = parameterType(registration.registeredType, escaping: registration.registeredType.isFunction)
        func mock(_ label: String, _ type: String, documentation: String, body: [Statement]) -> FunctionDeclaration {
            function("mock", kind, documentation: documentation, parameters: typeSelector + [.init(label: label, type: type)], body: body)
        }
        let factoryBody =
            effects.thrownType == nil ? [store("factory")] : stored("factory", as: "stored", storedMock("factory")) + [store("stored")]
        switch plan.mock {
        case .unavailable:
            return [.function(unavailableMock(kind, closureType: parameterType(opaqueMockClosureType, escaping: true)))]
        case .closureOrInstance:
            return [
                .function(mock("singleton", instanceType, documentation: documentation(), body: [store("singleton")])),
                .function(
                    mock(
                        "factory",
                        parameterType(mockClosureType, escaping: true),
                        documentation: documentation(closure: plan.isShared ? .oncePerScope : nil),
                        body: factoryBody
                    ))
            ]
        case .closure:
            // The instance is stored as a closure returning it, like the `factory:` mock.
            let singletonBody = stored("singleton", as: "factory", "{ singleton }") + [store("factory")]
            return [
                .function(mock("singleton", instanceType, documentation: documentation(), body: singletonBody)),
                .function(
                    mock(
                        "factory", parameterType(mockClosureType, escaping: true), documentation: documentation(closure: .onEachResolve),
                        body: factoryBody))
            ]
        }
    }
}
