/// A registration's `mock` functions: the hub's (global), in a debug-only extension of an
/// overload bucket, and its `Mocks` builder's (scoped), in an extension of a mock bucket.
struct RegistrationMocks: RegistrationRendering {
    let context: RegistrationContext

    /// A `mock` that matches the caller's code for an opaque registration and explains, as a
    /// compile error, why it cannot exist.
    func unavailableMock(_ kind: FunctionDeclaration.Kind, closureType: String) -> FunctionDeclaration {
        let type = registration.registeredType.withoutExistential.spelling
        let mock = function(
            "mock",
            kind,
            parameters: typeSelector + [.init(label: "factory", type: closureType)],
            body: [.line("fatalError()")]
        )
        return mock.with(leadingAttributes: [
            "@available(*, unavailable, message: \"opaque registrations cannot be mocked: callers see 'some \(type)', whose type cannot change\")"
        ])
        .isolated(to: nil)
    }

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

    /// Set by `Self`: the hub the call names, whose `resetMocks()` removes it.
    func setGlobalMock(value: String) -> String {
        "\(hub.name).\(mockRegistry).setGlobal(\(value), for: \(mockKey), setBy: Self.self)"
    }
}
