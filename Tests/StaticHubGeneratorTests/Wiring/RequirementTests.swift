import Testing

@testable import StaticHubGenerator

/// `HubRequirement`: open registrations, what importers build from them, and the errors.
@Suite("Hub requirements")
struct RequirementTests {
    static let tools = """
        enum ToolsHub {
            static let all: [HubRegistration] = [
                HubRequirement((any Configuration).self),
                AutoRegister((any Shell).self, using: Bash.init),
                AutoRegister((any Updater).self, parameterTypes: (any Configuration).self, (any Shell).self, using: UpdaterImpl.init),
                SingletonRegister(Scheduler.self, parameterTypes: .provider((any Updater).self), using: Scheduler.init),
            ]
        }
        """

    @Test("The declaring hub has no resolve for its open registrations, only the _openMake… its importers call")
    func declaringHub() throws {
        let result = generate(Self.tools)
        #expect(result.diagnostics.isEmpty)
        let output = try #require(result.output)
        // Takes what the importer provides; resolves the rest here.
        // Through `.provider` too: the provider's target needs the importer as well.
        try expectGolden(output)
    }

    @Test("An importer that provides the requirement builds the open registrations, a singleton among them its own")
    func importerBuilds() throws {
        let result = generate(
            Self.tools + """

                enum AppHub {
                    static let all: [HubRegistration] = [
                        HubImport(ToolsHub.self),
                        SingletonRegister((any Configuration).self, using: AppConfiguration.init),
                    ]
                }
                """)
        #expect(result.diagnostics.isEmpty)
        let output = try #require(result.output)
        try expectGolden(output)
    }

    @Test("An importer that provides nothing for a requirement: one error on its HubImport, naming what needs it")
    func notProvided() {
        let result = generate(
            Self.tools + """

                enum AppHub {
                    static let all: [HubRegistration] = [HubImport(ToolsHub.self)]
                }
                """)
        #expect(
            printed(result) == [
                "Manifest.swift:10:52: error: hub 'ToolsHub' requires 'any Configuration' (for 'any Updater'), which hub 'AppHub' does not "
                    + "provide: register it, import a hub that registers it, or pass it on with 'HubRequirement((any Configuration).self)'"
            ])
    }

    @Test("An importer passes a requirement on by declaring it: its importer provides it")
    func passedOn() throws {
        let result = generate(
            Self.tools + """

                enum PluginHub {
                    static let all: [HubRegistration] = [HubImport(ToolsHub.self), HubRequirement((any Configuration).self)]
                }
                enum AppHub {
                    static let all: [HubRegistration] = [
                        HubImport(PluginHub.self),
                        AutoRegister((any Configuration).self, using: AppConfiguration.init),
                    ]
                }
                """)
        #expect(result.diagnostics.isEmpty)
        let output = try #require(result.output)
        try expectGolden(output)
    }

    @Test("A requirement nothing depends on, one the hub registers too, and one a collection's element depends on")
    func misuse() {
        let result = generate(
            """
            enum ToolsHub {
                static let all: [HubRegistration] = [
                    HubRequirement((any Clock).self),
                    HubRequirement((any Shell).self),
                    AutoRegister((any Shell).self, using: Bash.init),
                    HubRequirement((any Configuration).self),
                    CollectionRegister((any Sink).self, parameterTypes: (any Configuration).self, using: FileSink.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:3:24: error: no registration of hub 'ToolsHub' depends on 'any Clock', so no importer needs to provide it; remove this 'HubRequirement'",
                "Manifest.swift:4:24: error: hub 'ToolsHub' both requires and registers 'any Shell'; remove the 'HubRequirement', or the registration to let importers provide it",
                "Manifest.swift:4:24: error: no registration of hub 'ToolsHub' depends on 'any Shell', so no importer needs to provide it; remove this 'HubRequirement'",
                "Manifest.swift:7:9: error: a 'CollectionRegister' element of 'any Sink' cannot depend on the requirement 'any Configuration': "
                    + "its collection is composed by the declaring hub; register the element in the hubs that import it"
            ])
    }

    static let defaults = """
        enum ToolsHub {
            static let all: [HubRegistration] = [
                HubRequirement((any Logger).self, default: PrintLogger.init),
                AutoRegister((any Printer).self, parameterTypes: (any Logger).self, using: PrinterImpl.init(logger:)),
                AutoRegister((any Shell).self, using: Bash.init),
            ]
        }
        """

    @Test("A default: the declaring hub resolves with it; an importer that keeps it imports what reaches it")
    func defaultKept() throws {
        let result = generate(
            Self.defaults + """

                enum KeepHub {
                    static let all: [HubRegistration] = [HubImport(ToolsHub.self)]
                }
                """)
        #expect(result.diagnostics.isEmpty)
        let output = try #require(result.output)
        // For the importers that replace the default.
        try expectGolden(output)
    }

    @Test("An importer that registers the type replaces the default, and builds what reaches it")
    func defaultReplaced() throws {
        let result = generate(
            Self.defaults + """

                enum AppHub {
                    static let all: [HubRegistration] = [
                        HubImport(ToolsHub.self),
                        AutoRegister((any Logger).self, using: AppLogger.init),
                    ]
                }
                """)
        #expect(result.diagnostics.isEmpty)
        let output = try #require(result.output)
        // The buckets and accessors of what it rebuilt are not adopted: its own would be ambiguous with them.
        try expectGolden(output)
    }

    @Test("A replacement of a default and the copies of what reaches it take the declaring hub's mocks")
    func replacementSharesMocks() throws {
        let result = generate(
            Self.defaults + """

                enum AppHub {
                    static let all: [HubRegistration] = [
                        HubImport(ToolsHub.self),
                        AutoRegister((any Logger).self, name: "appLogger", using: AppLogger.init),
                    ]
                }
                """)
        #expect(result.diagnostics.isEmpty)
        let output = try #require(result.output)
        // Keyed by the default's name in `ToolsHub` (`_mocksKeyedByToolsHub`, `_overrides[ToolsHub.self, …]`),
        // not by the replacement's own name; the default's own hub keys them the same way.
        try expectGolden(output)
    }

    @Test("Down a chain of imports: what a hub on the way replaces comes from that hub, and copies keep the first hub's mocks")
    func replacementOnTheWay() throws {
        let result = generate(
            Self.defaults + """

                enum MiddleHub {
                    static let all: [HubRegistration] = [
                        HubImport(ToolsHub.self),
                        AutoRegister((any Logger).self, using: MiddleLogger.init),
                    ]
                }

                enum AppHub {
                    static let all: [HubRegistration] = [HubImport(MiddleHub.self)]
                }
                """)
        #expect(result.diagnostics.isEmpty)
        let output = try #require(result.output)
        // `AppHub` takes `Logger` and `Printer` from `MiddleHub` only, the rest from `ToolsHub`.
        // `MiddleHub`'s copy of `Printer` is keyed by `ToolsHub`, whose default it replaces.
        try expectGolden(output)
    }

    @Test("A default takes parameter types before 'default:', and neither 'name:' nor 'effects:'")
    func defaultArguments() {
        let result = generate(
            """
            enum ToolsHub {
                static let all: [HubRegistration] = [
                    HubRequirement((any Logger).self, name: "log", default: PrintLogger.init),
                    HubRequirement((any Clock).self, default:),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:3:43: error: 'HubRequirement' has no argument 'name:'",
                "Manifest.swift:4:9: error: 'HubRequirement' needs a factory: add 'default: SomeType.init'"
            ])
    }

    @Test("A requirement that an import of the declaring hub already provides")
    func requirementImported() {
        let result = generate(
            """
            enum CoreHub {
                static let all: [HubRegistration] = [AutoRegister((any Configuration).self, using: DefaultConfiguration.init)]
            }
            enum ToolsHub {
                static let all: [HubRegistration] = [
                    HubImport(CoreHub.self),
                    HubRequirement((any Configuration).self),
                    AutoRegister((any Updater).self, parameterTypes: (any Configuration).self, using: UpdaterImpl.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:7:24: error: hub 'ToolsHub' requires 'any Configuration', which its import of 'CoreHub' already provides; "
                    + "remove the 'HubRequirement', or the import"
            ])
    }

    @Test(
        "HubRequirement takes a type and an optional tag",
        arguments: [
            ("HubRequirement()", "Manifest.swift:2:57: error: 'HubRequirement' needs the required type first, written as 'SomeType.self'"),
            (
                "HubRequirement(Clock.self, name: \"x\")",
                "Manifest.swift:2:69: error: 'HubRequirement' takes the required type and an optional 'tag:', such as 'HubRequirement((any Clock).self)'"
            )
        ])
    func malformed(_ element: String, _ message: String) {
        let result = generate(
            """
            enum ToolsHub {
                static let all: [HubRegistration] = [\(element)]
            }
            """)
        #expect(printed(result) == [message])
    }
}
