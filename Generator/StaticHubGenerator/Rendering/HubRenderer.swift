/// Renders one hub's extension: every registration's members, then the hub's debug-only
/// mock support (its registry, the `Mocks` builder, `withMocks` and `resetMocks`).
struct HubRenderer {
    let hub: HubModel

    private var access: String { hub.access.memberModifier }

    func render(into writer: inout SwiftWriter) {
        writer.block("extension \(hub.name)") { writer in
            for (index, wired) in hub.registrations.enumerated() {
                if index > 0 { writer.line() }
                RegistrationRenderer(hub: hub, wired: wired).render(into: &writer)
            }
            if !hub.registrations.isEmpty { writer.line() }
            writer.conditional(GeneratedCode.debugCondition) { writer in
                writer.line("// MARK: Mocks")
                writer.line()
                renderMockSupport(into: &writer)
            }
        }
        // An isolated hub's `withMocks` runs on its actor, which the protocol cannot express.
        if hub.globalActor == nil {
            writer.line()
            writer.conditional(GeneratedCode.debugCondition) { writer in
                writer.line("extension \(hub.name): \(GeneratedCode.mockingProtocol) {}")
            }
        }
    }

    private func renderMockSupport(into writer: inout SwiftWriter) {
        let registry = GeneratedCode.mockRegistry
        let builder = GeneratedCode.mocksBuilder
        writer.line("private static let \(registry) = \(GeneratedCode.mockRegistryType)(hub: \(hub.name).self)")
        writer.line()
        writer.line("/// The mocks a `withMocks` scope installs: one `mock` function per registration.")
        writer.block("\(access)struct \(builder)") { writer in
            writer.line("fileprivate var overrides = \(GeneratedCode.mockOverridesType)()")
            writer.line()
            writer.line("fileprivate init() {}")
            for wired in hub.registrations {
                writer.line()
                RegistrationRenderer(hub: hub, wired: wired).renderScopedMock(into: &writer)
            }
            writer.directive(GeneratedCode.endSourceLocation)
        }
        writer.line()
        writer.line("/// Runs `operation` with the mocks `configure` sets, for this task and its child tasks only.")
        writer.line("/// Scopes nest (the inner one wins) and win over global mocks; they end with `operation`.")
        writer.block(
            "\(access)static func withMocks<Result>(_ configure: (inout \(builder)) -> Void, operation: () throws -> Result) rethrows -> Result"
        ) { writer in
            writer.line("var mocks = \(builder)()")
            writer.line("configure(&mocks)")
            writer.line("return try \(registry).withScope(mocks.overrides, operation)")
        }
        writer.line()
        writer.line("/// Runs `operation` with the mocks `configure` sets, for this task and its child tasks only.")
        // A hub isolated to a global actor runs the scope on that actor; otherwise the
        // caller's isolation carries through, so `operation` need not be Sendable.
        let isolationParameter = hub.globalActor == nil ? "isolation: isolated (any Actor)? = #isolation, " : ""
        let isolationArgument = hub.globalActor == nil ? "isolation: isolation, " : ""
        writer.block(
            "\(access)static func withMocks<Result>(_ configure: (inout \(builder)) -> Void, \(isolationParameter)operation: () async throws -> Result) async rethrows -> Result"
        ) { writer in
            writer.line("var mocks = \(builder)()")
            writer.line("configure(&mocks)")
            writer.line("return try await \(registry).withScope(mocks.overrides, \(isolationArgument)operation)")
        }
        writer.line()
        writer.line("/// Removes every mock set with `mock(_:…)`, restoring the real registrations.")
        writer.block("\(access)static func resetMocks()") { writer in
            writer.line("\(registry).resetGlobals()")
        }
    }
}
