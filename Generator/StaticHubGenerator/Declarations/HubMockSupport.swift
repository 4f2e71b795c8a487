/// What a hub declares once for its mocks, in a debug-only part of its own extension: the
/// mock registry (and one keyed by each hub whose registrations it copies or replaces), the
/// `Mocks` builder, `withMocks`, the scope the test trait uses, and `resetMocks()`. The
/// registrations' `mock` functions are `RegistrationMocks`'.
struct HubMockSupport {
    let hub: HubModel

    var access: String { hub.access.memberModifier }

    var declarations: [Declaration] {
        let registry = GeneratedCode.mockRegistry
        let builder = GeneratedCode.mocksBuilder
        // Internal: the files holding registrations' members use it too.
        // The hubs it imports by name list the rest: a hub further down is never named here.
        let reached = hub.directImports.map { "\($0.name).\(Vocabulary.reachedHubs)" }
        let imported = reached.isEmpty ? "" : ", importedHubs: " + reached.joined(separator: " + ")
        let slots = hub.localRegistrations.isEmpty ? "" : ", slots: \(hub.localRegistrations.count)"
        let registryDeclaration = VariableDeclaration(
            modifiers: "static ", name: registry, value: "\(GeneratedCode.mockRegistryType)(hub: \(hub.name).self\(imported)\(slots))"
        )
        // One per hub whose registrations this one copies or replaces, sorted for a stable output.
        let mockedAsHubs = Set(hub.localRegistrations.compactMap(\.mockedAs?.hubName)).sorted()
        let keyedRegistries: [Declaration] =
            mockedAsHubs.isEmpty
            ? []
            : [
                .comment("Copies of other hubs' registrations, and replacements of their defaults, share their mocks.")
            ]
                + mockedAsHubs.map { name in
                    .variable(
                        VariableDeclaration(
                            modifiers: "static ", name: GeneratedCode.mockRegistry(keyedBy: name),
                            value: "\(registry).keyed(by: \(name).self)"))
                } + [.blankLine]
        let builderDeclaration = NominalTypeDeclaration(
            documentation: ["The mocks a `withMocks` scope installs: one `mock` function per registration."],
            accessModifier: access,
            kind: .struct,
            name: builder,
            members: [
                // As `_HubMockBuilder` requires; only generated `mock` functions write it.
                .variable(
                    VariableDeclaration(
                        modifiers: access, isConstant: false, name: "_overrides", value: "\(GeneratedCode.mockOverridesType)()")),
                .blankLine,
                .function(FunctionDeclaration(accessModifier: "fileprivate ", kind: .initializer, name: "", body: []))
            ]
        )
        let scopeBody: [Statement] = [
            .line("var mocks = \(builder)()"),
            .line("configure(&mocks)")
        ]
        let configure = FunctionDeclaration.Parameter(label: "_", name: "configure", type: "(inout \(builder)) -> Void")
        /// `withMocks` for a synchronous operation, or for an async one on the hub's actor.
        func withMocks(isAsync: Bool) -> FunctionDeclaration {
            FunctionDeclaration(
                documentation: isAsync
                    ? ["Runs `operation` on the hub's actor with the mocks `configure` sets, for this task and its child tasks only."]
                    : [
                        "Runs `operation` with the mocks `configure` sets, for this task and its child tasks only.",
                        "Scopes nest (the inner one wins) and win over global mocks; they end with `operation`."
                    ],
                attributes: ["@discardableResult"],
                accessModifier: access,
                name: "withMocks",
                genericParameters: ["Result"],
                parameters: [configure, .init(label: "operation", type: isAsync ? "() async throws -> Result" : "() throws -> Result")],
                effects: Effects(isAsync: isAsync, throwing: .rethrowing),
                result: "Result",
                body: scopeBody + [.line("return try \(isAsync ? "await " : "")\(registry).withScope(mocks._overrides, operation)")]
            )
        }
        // The async `withMocks` of a hub no actor isolates comes from `HubMocking`, which
        // supplies the caller's isolation; a main-actor hub's `_mockScope` serves the test trait.
        let mockScope = FunctionDeclaration(
            documentation: ["The mocks behind `withMocks` and the `.hubMocks` test trait; call those instead."],
            accessModifier: access,
            name: "_mockScope",
            parameters: [configure],
            result: "(registry: \(GeneratedCode.mockRegistryType), overrides: \(GeneratedCode.mockOverridesType))",
            body: scopeBody + [.line("return (\(registry), mocks._overrides)")]
        )
        let scopes: [Declaration] =
            switch hub.globalActor {
            case nil: [.function(mockScope)]
            case GeneratedCode.mainActor: [.function(withMocks(isAsync: true)), .blankLine, .function(mockScope)]
            default: [.function(withMocks(isAsync: true))]
            }
        let reset = FunctionDeclaration(
            documentation: ["Removes every mock set with `mock(_:…)`, restoring the real registrations."],
            accessModifier: access,
            name: "resetMocks",
            body: [.line("\(registry).resetGlobals()")]
        )
        return [
            .variable(registryDeclaration), .blankLine
        ] + reachedHubs + keyedRegistries + [
            .nominalType(builderDeclaration), .blankLine,
            .function(withMocks(isAsync: false)), .blankLine
        ] + scopes + [
            .blankLine,
            .function(reset)
        ]
    }

    /// For a hub others import: itself and every hub it reaches, which an importer's registry
    /// takes (the hubs whose mocks can change what the importer builds). Nonisolated, so that
    /// a registry on another actor can read it.
    private var reachedHubs: [Declaration] {
        guard hub.isImportable else { return [] }
        let isolation = hub.globalActor == nil ? "" : "nonisolated "
        let list = (["[\(hub.name).self]"] + hub.directImports.map { "\($0.name).\(Vocabulary.reachedHubs)" }).joined(separator: " + ")
        return [
            .comment("This hub and every hub it imports, directly or not, for the registries of the hubs importing it."),
            .variable(
                VariableDeclaration(
                    modifiers: isolation + access + "static ", name: Vocabulary.reachedHubs, type: "[Any.Type]", value: list)),
            .blankLine
        ]
    }
}
