/// Renders the members one registration adds to its hub.
///
/// Every declaration is preceded by `#sourceLocation` pointing at the registration, so a
/// compiler error in generated code lands on the manifest. The factory call sits alone
/// in a one-line `make…` function that starts on the factory's own manifest line, so an
/// error inside a multi-line closure maps to the right line too.
struct RegistrationRenderer {
    let hub: HubModel
    let wired: WiredRegistration

    private var registration: Registration { wired.registration }
    private var access: String { hub.access.memberModifier }
    private var isSingleton: Bool { registration.kind.lifetime == .singleton }
    private var isOpaque: Bool { registration.kind.isOpaque }

    // MARK: Names

    private var accessor: String { wired.accessorName }
    // Private members start with `_`: factory expressions are copied into the hub's
    // extension, where a member named like a user's global function would shadow it.
    private var makeFunction: String { "_make" + wired.plainName }
    private var sharedStorage: String { "_shared" + wired.plainName }
    private var mockStorage: String { "_mock" + wired.plainName }
    private var factoryStruct: String { wired.plainName + "Factory" }

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

        /// The same parameter without its label, for the private `make…` function.
        var positionalDeclaration: String { "_ \(name): \(parameterType)" }

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

    /// What a mock is: the instance for a singleton, otherwise a closure over the explicit parameters.
    private var mockType: TypeSyntax {
        if isSingleton { return registration.registeredType }
        let attributes = hub.globalActor == nil ? ["@Sendable"] : []
        return .function(.init(
            attributes: attributes,
            parameters: explicitParameters.map(\.type),
            effects: [],
            result: registration.registeredType
        ))
    }

    /// The mock currently set, read from the lock-protected slot or, on an isolated hub,
    /// from actor-isolated storage.
    private var currentMock: String {
        hub.globalActor == nil ? "\(mockStorage).value" : mockStorage
    }

    var resetMockStatement: String {
        hub.globalActor == nil ? "\(mockStorage).set(nil)" : "\(mockStorage) = nil"
    }

    // MARK: Members

    func render(into writer: inout SwiftWriter) {
        writer.line("// MARK: \(registration.kind.rawValue)(\(registration.registeredType.spelling))")
        renderMakeFunction(into: &writer)
        if isSingleton {
            declaration(into: &writer) { writer in
                writer.line("private static let \(sharedStorage): \(resultType) = \(makeFunction)()")
            }
        }
        renderAccessor(into: &writer)
        declaration(into: &writer) { writer in
            let parameters = explicitParameters.isEmpty ? "" : ", " + parameterList
            writer.block("\(access)static func resolve(_: \(metatype)\(parameters)) -> \(resultType)") { writer in
                writer.line("\(accessor)(\(labelledArguments))")
            }
        }
        // `resolve() -> some P` cannot be overloaded by its opaque result type.
        if !isOpaque {
            declaration(into: &writer) { writer in
                writer.block("\(access)static func resolve(\(parameterList)) -> \(resultType)") { writer in
                    writer.line("\(accessor)(\(labelledArguments))")
                }
            }
        }
        if !isSingleton {
            renderFactories(into: &writer)
        }
        if !isOpaque {
            renderMocks(into: &writer)
        }
        writer.directive(GeneratedCode.endSourceLocation)
    }

    /// `private static func makeX(…) -> T { (factory)(arguments) }` on the factory's line.
    private func renderMakeFunction(into writer: inout SwiftWriter) {
        var explicitIndex = 0
        let arguments = zip(registration.parameters, wired.providers).map { parameter, provider in
            guard let provider else {
                defer { explicitIndex += 1 }
                return "arg\(explicitIndex)"
            }
            return "\(hub.name).\(hub.registrations[provider].accessorName)()"
        }
        let parameters = explicitParameters.map(\.positionalDeclaration)
        writer.directive(GeneratedCode.sourceLocation(registration.factory.location))
        writer.line(
            "private static func \(makeFunction)(\(parameters.joined(separator: ", "))) -> \(resultType) { "
                + "(\(registration.factory.text))(\(arguments.joined(separator: ", "))) }"
        )
    }

    private func renderAccessor(into writer: inout SwiftWriter) {
        declaration(into: &writer) { writer in
            let lifetime = isSingleton ? "the shared instance, created on first use" : "a new instance on every call"
            writer.line("/// Resolves `\(registration.registeredType.spelling)`: \(lifetime).")
            writer.block("\(access)static func \(accessor)(\(parameterList)) -> \(resultType)") { writer in
                let real = isSingleton ? sharedStorage : "\(makeFunction)(\(positionalArguments))"
                if isOpaque {
                    writer.line(real)
                    return
                }
                writer.conditional(GeneratedCode.debugCondition) { writer in
                    let call = isSingleton ? "mock" : "mock(\(positionalArguments))"
                    writer.line("if let mock = \(currentMock) { return \(call) }")
                }
                writer.line("return " + real)
            }
        }
    }

    private func renderFactories(into writer: inout SwiftWriter) {
        let factoryType = GeneratedCode.factoryType
        guard !explicitParameters.isEmpty else {
            declaration(into: &writer) { writer in
                writer.line("/// A factory that resolves `\(registration.registeredType.spelling)` on each `make()`.")
                writer.block("\(access)static func factory(of _: \(metatype)) -> \(factoryType)<\(resultType)>") { writer in
                    writer.line("\(factoryType) { \(hub.name).\(accessor)() }")
                }
            }
            return
        }
        declaration(into: &writer) { writer in
            writer.line("/// Makes `\(registration.registeredType.spelling)` from its explicit parameters; holds no state.")
            writer.block("\(access)struct \(factoryStruct): Sendable") { writer in
                writer.line("fileprivate init() {}")
                writer.line()
                let isolation = hub.globalActor.map { "@\($0) " } ?? ""
                writer.block("\(isolation)\(access)func make(\(parameterList)) -> \(resultType)") { writer in
                    writer.line("\(hub.name).\(accessor)(\(labelledArguments))")
                }
            }
        }
        declaration(into: &writer) { writer in
            writer.block("\(access)static func factory(of _: \(metatype)) -> \(factoryStruct)") { writer in
                writer.line("\(factoryStruct)()")
            }
        }
        declaration(into: &writer) { writer in
            writer.line("/// A factory that resolves `\(registration.registeredType.spelling)` with these parameters on each `make()`.")
            writer.block("\(access)static func factory(of _: \(metatype), \(parameterList)) -> \(factoryType)<\(resultType)>") { writer in
                writer.line("\(factoryType) { \(hub.name).\(accessor)(\(labelledArguments)) }")
            }
        }
    }

    private func renderMocks(into writer: inout SwiftWriter) {
        writer.conditional(GeneratedCode.debugCondition) { writer in
            declaration(into: &writer) { writer in
                if hub.globalActor == nil {
                    writer.line("private static let \(mockStorage) = \(GeneratedCode.mockSlotType)<\(mockType.spelling)>()")
                } else {
                    writer.line("private static var \(mockStorage): \(TypeSyntax.optional(mockType).spelling)")
                }
            }
            declaration(into: &writer) { writer in
                let label = isSingleton ? "singleton" : "factory"
                writer.line("/// Replaces `\(registration.registeredType.spelling)` in this process until reset with `nil` or `resetMocks()`.")
                writer.block("\(access)static func mock(_: \(metatype), \(label): \(TypeSyntax.optional(mockType).spelling))") { writer in
                    writer.line(hub.globalActor == nil ? "\(mockStorage).set(\(label))" : "\(mockStorage) = \(label)")
                }
            }
        }
    }

    /// Writes one declaration, preceded by the directive that maps it to the registration.
    private func declaration(into writer: inout SwiftWriter, _ body: (inout SwiftWriter) -> Void) {
        writer.directive(GeneratedCode.sourceLocation(registration.location))
        body(&writer)
    }
}
