/// Renders what one registration adds to its hub.
///
/// Two parts. The hub's own extension gets the uniquely named accessor and what it needs
/// (a singleton's `_make…` and storage, the `…Factory` struct). The overloaded names
/// (`resolve(_:)`, `resolve()`, `factory(of:)`, `mock`) are rendered for `HubRenderer` to
/// place in an extension of one of the hub's overload buckets (see there why).
///
/// Every line that can fail for a reason in the manifest (a signature naming a registered
/// or parameter type, a singleton's storage, a mock check) is mapped to the registration's
/// line, so a compiler error in generated code lands on the manifest; the lines that
/// cannot (bodies that forward to the accessor) are not. The factory call sits alone on a
/// line mapped to the factory's own manifest line, so an error inside a multi-line closure
/// maps to the right line too: inside the accessor for a new instance per call, in the
/// `_make…` function for a singleton (whose storage and scoped mocks call it).
struct RegistrationRenderer {
    let hub: HubModel
    let wired: WiredRegistration

    private var registration: Registration { wired.registration }
    private var access: String { wired.access.memberModifier }
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
        if isOpaque {
            return TypeSyntax.existential(registration.registeredType.withoutExistential).metatypeSpelling
        }
        guard wired.hasPlainMetatype else { return "\(GeneratedCode.metatypeAlias)<\(registration.registeredType.spelling)>" }
        return registration.registeredType.metatypeSpelling
    }

    private struct ExplicitParameter {
        var label: String
        var name: String
        var type: TypeSyntax

        var declaration: String { (label == name ? name : "\(label) \(name)") + ": " + parameterType }

        /// A function-typed argument is captured by factories, so it must escape.
        private var parameterType: String {
            if case .function = type { return "@escaping " + type.spelling }
            return type.spelling
        }

        var argument: String { label == "_" ? name : "\(label): \(name)" }
    }

    /// Named after their labels (`boot: Date`), or `arg0`, `arg1`… where a label is missing,
    /// repeated, or not usable as a name in the generated bodies. Computed once: every
    /// signature and body of the registration uses them.
    private let explicitParameters: [ExplicitParameter]

    init(hub: HubModel, wired: WiredRegistration) {
        self.hub = hub
        self.wired = wired
        let registration = wired.registration
        // A name the factory reference itself uses (`makeContext` in `makeContext(boot:)`) would be shadowed.
        var used = Set((registration.factory.compoundNameBase ?? "").split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        explicitParameters = registration.explicitParameters.enumerated().map { index, parameter in
            let label = parameter.label ?? "_"
            let name = Self.isUsableAsParameterName(label) && used.insert(label).inserted ? label : "arg\(index)"
            return ExplicitParameter(label: label, name: name, type: parameter.type)
        }
    }

    /// A label that, as a parameter name, is a plain identifier and shadows nothing the
    /// generated bodies call: the accessors (`resolve…`), the hub's private members (`_…`),
    /// the mock check's `mock` and `scoped`, and the `arg…` names of other parameters.
    private static func isUsableAsParameterName(_ label: String) -> Bool {
        guard let first = label.first, first.isLetter, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return false
        }
        return !label.hasPrefix("resolve") && !label.hasPrefix("arg") && !reservedNames.contains(label)
    }

    /// Keywords a parameter cannot be referred to by without backticks, and the mock check's names.
    private static let reservedNames: Set<String> = [
        "mock", "scoped", "self", "Self", "Any", "Type", "Protocol", "as", "associatedtype", "break", "case", "catch",
        "class", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

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
        writer.neutral("@available(*, unavailable, message: \"opaque registrations cannot be mocked: callers see 'some \(type)', whose type cannot change\")")
        writer.block(access + signature, mappedTo: registration.location) { writer in
            writer.line("fatalError()")
        }
    }

    /// What the doc comments call the result: `some Engine` for an opaque registration.
    private var resultDescription: String { "`\(resultType)`" }

    // MARK: In the hub's extension

    /// The accessor and what it needs.
    func renderMembers(into writer: inout SwiftWriter) {
        writer.line("// MARK: \(registration.kind.name)(\(registration.registeredType.spelling))")
        if isSingleton {
            renderMakeFunction(into: &writer)
            // The process-wide instance is built with every mock hidden, so a mock set
            // when it is first resolved never leaks into it. Whole declarations under `#if`:
            // a release singleton is a plain `static let`, with no closure around its factory.
            let storage = "private static let \(sharedStorage): \(resultType) = "
            writer.conditional(GeneratedCode.debugCondition, { writer in
                writer.line(storage + "\(GeneratedCode.mockRegistryType).withoutMocks { \(makeFunction)() }", mappedTo: registration.location)
            }, else: { writer in
                writer.line(storage + "\(makeFunction)()", mappedTo: registration.location)
            })
        }
        renderAccessor(into: &writer)
        if !isSingleton, !explicitParameters.isEmpty {
            renderFactoryStruct(into: &writer)
        }
    }

    /// `private static func _makeX() -> T`, whose body is the factory call on the factory's line.
    ///
    /// `_make…` and the accessor are `@inline(__always)`: left to its heuristics, the
    /// optimizer kept them out of line (and merged look-alikes), costing 9% more
    /// instructions than the same graph written by hand; inlined, a release resolve is the
    /// initializer chain itself (measured in Benchmarks/).
    private func renderMakeFunction(into writer: inout SwiftWriter) {
        writer.block("@inline(__always) private static func \(makeFunction)() -> \(resultType)", mappedTo: registration.location) { writer in
            writer.line(factoryCall, mappedTo: registration.factory.location)
        }
    }

    /// The factory applied to the explicit parameters and the accessors of the resolved ones.
    private var factoryCall: String {
        var explicit = explicitParameters.makeIterator()
        let arguments = zip(registration.parameters, wired.providers).map { parameter, provider in
            guard let provider else { return explicit.next()!.name }
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
        let lifetime = isSingleton ? "the shared instance, created on first use" : "a new instance on every call"
        writer.line("/// Resolves \(resultDescription): \(lifetime).")
        let header = "@inline(__always) \(access)static func \(accessor)(\(parameterList)) -> \(resultType)"
        writer.block(header, mappedTo: registration.location) { writer in
            // Opaque registrations are not mocked, and their singletons (whose opaque
            // type a per-scope instance could not share) always use real dependencies.
            if !isOpaque {
                writer.conditional(GeneratedCode.debugCondition) { writer in
                    let call = isSingleton ? "mock" : "mock(\(positionalArguments))"
                    let registry = GeneratedCode.mockRegistry
                    writer.line(
                        "if let mock = \(registry).override(\(mockKey), as: \(mockType.metatypeExpression)) { return \(call) }",
                        mappedTo: registration.location
                    )
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
                writer.line("return " + factoryCall, mappedTo: registration.factory.location)
            }
        }
    }

    private func renderFactoryStruct(into writer: inout SwiftWriter) {
        writer.line()
        writer.line("/// Makes \(resultDescription) from its explicit parameters; holds no state.")
        writer.block("\(access)struct \(factoryStruct): Sendable") { writer in
            writer.line("fileprivate init() {}")
            writer.line()
            writer.block("\(isolation)\(access)func make(\(parameterList)) -> \(resultType)", mappedTo: registration.location) { writer in
                writer.line(forwardToAccessor)
            }
        }
    }

    // MARK: In an overload bucket's extension

    /// `resolve(_:)`, `resolve()` and `factory(of:)`, for an extension `where Self == Hub` of
    /// an overload bucket.
    func renderOverloads(into writer: inout SwiftWriter) {
        let parameters = explicitParameters.isEmpty ? "" : ", " + parameterList
        forwarding("\(isolation)\(access)static func resolve(_: \(metatype)\(parameters)) -> \(resultType)", into: &writer)
        // `resolve() -> some P` cannot be overloaded by its opaque result type.
        if !isOpaque {
            forwarding("\(isolation)\(access)static func resolve(\(parameterList)) -> \(resultType)", into: &writer)
        }
        if !isSingleton {
            renderFactories(into: &writer)
        }
    }

    /// A function whose header maps to the registration and whose body calls the accessor.
    private func forwarding(_ header: String, body: String? = nil, into writer: inout SwiftWriter) {
        writer.block(header, mappedTo: registration.location) { writer in
            writer.line(body ?? forwardToAccessor)
        }
    }

    private func renderFactories(into writer: inout SwiftWriter) {
        let factoryType = GeneratedCode.factoryType
        guard !explicitParameters.isEmpty else {
            writer.line("/// A factory that resolves \(resultDescription) on each `make()`.")
            forwarding(
                "\(isolation)\(access)static func factory(of _: \(metatype)) -> \(factoryType)<\(resultType)>",
                body: "\(factoryType) { \(forwardToAccessor) }",
                into: &writer
            )
            return
        }
        forwarding(
            "\(isolation)\(access)static func factory(of _: \(metatype)) -> \(hub.name).\(factoryStruct)",
            body: "\(hub.name).\(factoryStruct)()",
            into: &writer
        )
        writer.line("/// A factory that resolves \(resultDescription) with these parameters on each `make()`.")
        forwarding(
            "\(isolation)\(access)static func factory(of _: \(metatype), \(parameterList)) -> \(factoryType)<\(resultType)>",
            body: "\(factoryType) { \(forwardToAccessor) }",
            into: &writer
        )
    }

    /// The global `mock(_:factory:)` or `mock(_:singleton:)`, for a debug-only extension
    /// `where Self == Hub` of an overload bucket; for an opaque registration, an unavailable
    /// one whose message says why.
    func renderGlobalMock(into writer: inout SwiftWriter) {
        if isOpaque {
            renderUnavailableMock("static func mock(_: \(metatype), factory: \(TypeSyntax.optional(opaqueMockClosureType).spelling))", into: &writer)
            return
        }
        writer.line("/// Replaces \(resultDescription) in this process until reset with `nil` or `resetMocks()`.")
        forwarding(
            "\(isolation)\(access)static func mock(_: \(metatype), \(mockLabel): \(TypeSyntax.optional(mockType).spelling))",
            body: "\(hub.name).\(GeneratedCode.mockRegistry).setGlobal(\(mockLabel), for: \(mockKey))",
            into: &writer
        )
    }

    /// The `mock` function of the hub's `Mocks` builder, used inside `withMocks`, for an
    /// extension `where Self == Hub.Mocks` of an overload bucket.
    func renderScopedMock(into writer: inout SwiftWriter) {
        if isOpaque {
            renderUnavailableMock("mutating func mock(_: \(metatype), factory: @escaping \(opaqueMockClosureType.spelling))", into: &writer)
            return
        }
        let escaping = isSingleton ? "" : "@escaping "
        writer.line("/// Replaces \(resultDescription) inside the scope.")
        forwarding(
            "\(isolation)\(access)mutating func mock(_: \(metatype), \(mockLabel): \(escaping)\(mockType.spelling))",
            body: "self.overrides[\(mockKey)] = \(mockLabel)",
            into: &writer
        )
    }
}
