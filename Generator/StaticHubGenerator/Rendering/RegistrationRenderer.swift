/// Renders what one registration adds to its hub.
///
/// Two parts. The hub's own extension gets the uniquely named accessor and what it needs
/// (a singleton's `_make…` and storage, the `…Factory` struct). The overloaded names
/// (`resolve(_:)`, `resolve()`, `factory(of:)`, `mock`) are rendered for `HubRenderer` to
/// place in an extension of one of the hub's overload buckets (see there why).
///
/// Every declaration is preceded by `#sourceLocation` pointing at the registration, so a
/// compiler error in generated code lands on the manifest. The factory call sits alone on
/// a line mapped to the factory's own manifest line, so an error inside a multi-line
/// closure maps to the right line too: inside the accessor for a new instance per call,
/// in a one-line `_make…` function for a singleton (whose storage and scoped mocks call it).
struct RegistrationRenderer {
    let hub: HubModel
    let wired: WiredRegistration

    private var registration: Registration { wired.registration }
    private var access: String { hub.access.memberModifier }
    private var isSingleton: Bool { registration.kind.lifetime == .singleton }
    private var isOpaque: Bool { registration.kind.isOpaque }
    private var isIsolated: Bool { hub.globalActor != nil }
    /// `@MainActor ` for members outside the hub's own extensions, which do not inherit it.
    private var isolation: String { hub.globalActor.map { "@\($0) " } ?? "" }

    // MARK: Names

    private var accessor: String { wired.accessorName }
    // Private members start with `_`: factory expressions are copied into the hub's
    // extension, where a member named like a user's global function would shadow it.
    private var makeFunction: String { "_make" + wired.plainName }
    private var sharedStorage: String { "_shared" + wired.plainName }
    private var factoryStruct: String { wired.plainName + "Factory" }
    /// The registration's key in the hub's mock registry.
    private var mockKey: String { "\"" + wired.plainName + "\"" }

    // MARK: Types

    /// What resolves return: the registered type, or `some P` for opaque registrations.
    private var resultType: String {
        isOpaque ? TypeSyntax.opaque(registration.registeredType.withoutExistential).spelling : registration.registeredType.spelling
    }

    /// The metatype users pass to `resolve(_:)`: `(any ThemeProtocol).Type`.
    private var metatype: String {
        isOpaque
            ? TypeSyntax.existential(registration.registeredType.withoutExistential).metatypeSpelling
            : registration.registeredType.metatypeSpelling
    }

    private struct ExplicitParameter {
        var label: String
        var name: String
        var type: TypeSyntax

        var declaration: String { "\(label) \(name): \(parameterType)" }

        /// A function-typed argument is captured by factories, so it must escape.
        private var parameterType: String {
            if case .function = type { return "@escaping " + type.spelling }
            return type.spelling
        }

        var argument: String { label == "_" ? name : "\(label): \(name)" }
    }

    private var explicitParameters: [ExplicitParameter] {
        registration.explicitParameters.enumerated().map { index, parameter in
            ExplicitParameter(label: parameter.label ?? "_", name: "arg\(index)", type: parameter.type)
        }
    }

    private var parameterList: String { explicitParameters.map(\.declaration).joined(separator: ", ") }
    private var labelledArguments: String { explicitParameters.map(\.argument).joined(separator: ", ") }
    private var positionalArguments: String { explicitParameters.map(\.name).joined(separator: ", ") }
    private var forwardToAccessor: String { "\(hub.name).\(accessor)(\(labelledArguments))" }

    /// What a mock is: the instance for a singleton, otherwise a closure over the explicit
    /// parameters (`@Sendable` unless an actor isolates the hub, since mocks cross tasks).
    private var mockType: TypeSyntax {
        if isSingleton { return registration.registeredType }
        return .function(.init(
            attributes: isIsolated ? [] : ["@Sendable"],
            parameters: explicitParameters.map(\.type),
            effects: [],
            result: registration.registeredType
        ))
    }

    private var mockLabel: String { isSingleton ? "singleton" : "factory" }

    /// The closure a caller would write for an opaque registration's mock, so that the
    /// unavailable `mock` matches the call and shows its message.
    private var opaqueMockClosureType: TypeSyntax {
        .function(.init(
            attributes: [],
            parameters: explicitParameters.map(\.type),
            effects: [],
            result: .existential(registration.registeredType.withoutExistential)
        ))
    }

    /// A `mock` that matches the caller's code for an opaque registration and explains, as a
    /// compile error, why it cannot exist.
    private func renderUnavailableMock(_ signature: String, into writer: inout SwiftWriter) {
        let type = registration.registeredType.withoutExistential.spelling
        writer.line("@available(*, unavailable, message: \"opaque registrations cannot be mocked: callers see 'some \(type)', whose type cannot change\")")
        writer.block(access + signature) { writer in
            writer.line("fatalError()")
        }
    }

    // MARK: In the hub's extension

    /// The accessor and what it needs.
    func renderMembers(into writer: inout SwiftWriter) {
        writer.line("// MARK: \(registration.kind.rawValue)(\(registration.registeredType.spelling))")
        if isSingleton {
            renderMakeFunction(into: &writer)
            // The process-wide instance is built with every mock hidden, so a mock set
            // when it is first resolved never leaks into it.
            declaration(into: &writer) { writer in
                writer.line("private static let \(sharedStorage): \(resultType) = {")
                writer.indented { writer in
                    writer.conditional(GeneratedCode.debugCondition, { writer in
                        writer.line("return \(GeneratedCode.mockRegistryType).withoutMocks { \(makeFunction)() }")
                    }, else: { writer in
                        writer.line("return \(makeFunction)()")
                    })
                }
                writer.line("}()")
            }
        }
        renderAccessor(into: &writer)
        if !isSingleton, !explicitParameters.isEmpty {
            renderFactoryStruct(into: &writer)
        }
        writer.directive(GeneratedCode.endSourceLocation)
    }

    /// `private static func _makeX() -> T { (factory)(arguments) }` on the factory's line.
    ///
    /// `_make…` and the accessor are `@inline(__always)`: left to its heuristics, the
    /// optimizer kept them out of line (and merged look-alikes), costing 9% more
    /// instructions than the same graph written by hand; inlined, a release resolve is the
    /// initializer chain itself (measured in Benchmarks/).
    private func renderMakeFunction(into writer: inout SwiftWriter) {
        writer.directive(GeneratedCode.sourceLocation(registration.factory.location))
        writer.line(
            "@inline(__always) private static func \(makeFunction)() -> \(resultType) { \(factoryCall) }"
        )
    }

    /// The factory applied to the explicit parameters (`arg0`, …) and the accessors of the
    /// resolved ones.
    private var factoryCall: String {
        var explicitIndex = 0
        let arguments = zip(registration.parameters, wired.providers).map { parameter, provider in
            guard let provider else {
                defer { explicitIndex += 1 }
                return "arg\(explicitIndex)"
            }
            // Unqualified: inside the hub, `Hub.` costs the type checker a second lookup.
            return "\(hub.registrations[provider].accessorName)()"
        }
        return factoryCall(arguments)
    }

    /// A direct call where the factory's labels are known (`T.init(a: x, b: y)`, `T.init()`);
    /// otherwise a call of the factory as a value (`(makeT)(x, y)`, `({ … })(x)`). Direct
    /// calls let the optimizer inline exactly as for hand-written code: calling through a
    /// function value left a thunk and extra retains in release builds.
    private func factoryCall(_ arguments: [String]) -> String {
        let factory = registration.factory
        if let base = factory.compoundNameBase {
            let labelled = zip(registration.parameters, arguments).map { parameter, argument in
                parameter.label.map { "\($0): \(argument)" } ?? argument
            }
            return "\(base)(\(labelled.joined(separator: ", ")))"
        }
        if arguments.isEmpty, !factory.text.hasPrefix("{") {
            return "\(factory.text)()"
        }
        return "(\(factory.text))(\(arguments.joined(separator: ", ")))"
    }

    private func renderAccessor(into writer: inout SwiftWriter) {
        declaration(into: &writer) { writer in
            let lifetime = isSingleton ? "the shared instance, created on first use" : "a new instance on every call"
            writer.line("/// Resolves `\(registration.registeredType.spelling)`: \(lifetime).")
            writer.block("@inline(__always) \(access)static func \(accessor)(\(parameterList)) -> \(resultType)") { writer in
                // Opaque registrations are not mocked, and their singletons (whose opaque
                // type a per-scope instance could not share) always use real dependencies.
                if !isOpaque {
                    writer.conditional(GeneratedCode.debugCondition) { writer in
                        let call = isSingleton ? "mock" : "mock(\(positionalArguments))"
                        let registry = GeneratedCode.mockRegistry
                        writer.line("if let mock = \(registry).override(\(mockKey), as: \(mockType.metatypeExpression)) { return \(call) }")
                        if isSingleton {
                            writer.line("if let scoped = \(registry).singleton(\(mockKey), make: { \(makeFunction)() }) { return scoped }")
                        }
                    }
                }
                if isSingleton {
                    writer.line("return " + sharedStorage)
                } else {
                    // Built here rather than in a `_make…` function: one declaration fewer
                    // per registration is a measurable share of a large hub's type-check.
                    writer.directive(GeneratedCode.sourceLocation(registration.factory.location))
                    writer.line("return " + factoryCall)
                }
            }
        }
    }

    private func renderFactoryStruct(into writer: inout SwiftWriter) {
        declaration(into: &writer) { writer in
            writer.line("/// Makes `\(registration.registeredType.spelling)` from its explicit parameters; holds no state.")
            writer.block("\(access)struct \(factoryStruct): Sendable") { writer in
                writer.line("fileprivate init() {}")
                writer.line()
                writer.block("\(isolation)\(access)func make(\(parameterList)) -> \(resultType)") { writer in
                    writer.line(forwardToAccessor)
                }
            }
        }
    }

    // MARK: In an overload bucket's extension

    /// `resolve(_:)`, `resolve()` and `factory(of:)`, for an extension `where Self == Hub` of
    /// an overload bucket.
    func renderOverloads(into writer: inout SwiftWriter) {
        let parameters = explicitParameters.isEmpty ? "" : ", " + parameterList
        declaration(into: &writer) { writer in
            writer.block("\(isolation)\(access)static func resolve(_: \(metatype)\(parameters)) -> \(resultType)") { writer in
                writer.line(forwardToAccessor)
            }
        }
        // `resolve() -> some P` cannot be overloaded by its opaque result type.
        if !isOpaque {
            declaration(into: &writer) { writer in
                writer.block("\(isolation)\(access)static func resolve(\(parameterList)) -> \(resultType)") { writer in
                    writer.line(forwardToAccessor)
                }
            }
        }
        if !isSingleton {
            renderFactories(into: &writer)
        }
        writer.directive(GeneratedCode.endSourceLocation)
    }

    private func renderFactories(into writer: inout SwiftWriter) {
        let factoryType = GeneratedCode.factoryType
        guard !explicitParameters.isEmpty else {
            declaration(into: &writer) { writer in
                writer.line("/// A factory that resolves `\(registration.registeredType.spelling)` on each `make()`.")
                writer.block("\(isolation)\(access)static func factory(of _: \(metatype)) -> \(factoryType)<\(resultType)>") { writer in
                    writer.line("\(factoryType) { \(forwardToAccessor) }")
                }
            }
            return
        }
        declaration(into: &writer) { writer in
            writer.block("\(isolation)\(access)static func factory(of _: \(metatype)) -> \(hub.name).\(factoryStruct)") { writer in
                writer.line("\(hub.name).\(factoryStruct)()")
            }
        }
        declaration(into: &writer) { writer in
            writer.line("/// A factory that resolves `\(registration.registeredType.spelling)` with these parameters on each `make()`.")
            writer.block("\(isolation)\(access)static func factory(of _: \(metatype), \(parameterList)) -> \(factoryType)<\(resultType)>") { writer in
                writer.line("\(factoryType) { \(forwardToAccessor) }")
            }
        }
    }

    /// The global `mock(_:factory:)` or `mock(_:singleton:)`, for a debug-only extension
    /// `where Self == Hub` of an overload bucket; for an opaque registration, an unavailable
    /// one whose message says why.
    func renderGlobalMock(into writer: inout SwiftWriter) {
        declaration(into: &writer) { writer in
            if isOpaque {
                renderUnavailableMock("static func mock(_: \(metatype), factory: \(TypeSyntax.optional(opaqueMockClosureType).spelling))", into: &writer)
                return
            }
            writer.line("/// Replaces `\(registration.registeredType.spelling)` in this process until reset with `nil` or `resetMocks()`.")
            writer.block("\(isolation)\(access)static func mock(_: \(metatype), \(mockLabel): \(TypeSyntax.optional(mockType).spelling))") { writer in
                writer.line("\(hub.name).\(GeneratedCode.mockRegistry).setGlobal(\(mockLabel), for: \(mockKey))")
            }
        }
        writer.directive(GeneratedCode.endSourceLocation)
    }

    /// The `mock` function of the hub's `Mocks` builder, used inside `withMocks`, for an
    /// extension `where Self == Hub.Mocks` of an overload bucket.
    func renderScopedMock(into writer: inout SwiftWriter) {
        declaration(into: &writer) { writer in
            if isOpaque {
                renderUnavailableMock("mutating func mock(_: \(metatype), factory: @escaping \(opaqueMockClosureType.spelling))", into: &writer)
                return
            }
            let escaping = isSingleton ? "" : "@escaping "
            writer.line("/// Replaces `\(registration.registeredType.spelling)` inside the scope.")
            writer.block("\(isolation)\(access)mutating func mock(_: \(metatype), \(mockLabel): \(escaping)\(mockType.spelling))") { writer in
                writer.line("self.overrides[\(mockKey)] = \(mockLabel)")
            }
        }
        writer.directive(GeneratedCode.endSourceLocation)
    }

    /// Writes one declaration, preceded by the directive that maps it to the registration.
    private func declaration(into writer: inout SwiftWriter, _ body: (inout SwiftWriter) -> Void) {
        writer.directive(GeneratedCode.sourceLocation(registration.location))
        body(&writer)
    }
}
