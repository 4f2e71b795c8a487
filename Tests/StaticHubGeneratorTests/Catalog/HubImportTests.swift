import Testing

@testable import StaticHubGenerator

private let networking = [
    "Networking/NetworkHub.swift": """
    import StaticHub
    public protocol HTTPClient {}
    public struct URLSessionClient: HTTPClient { public init() {} }
    struct RetryPolicy {}
    public enum NetworkHub {}
    extension NetworkHub {
        static let all: [HubRegistration] = [
            SingletonRegister((any HTTPClient).self, using: URLSessionClient.init),
            AutoRegister(RetryPolicy.self, using: RetryPolicy.init),
        ]
    }
    """
]

@Suite("Hub imports")
struct HubImportTests {
    @Test("An importing hub adopts the imported hub's protocols, which forward to it, and local registrations depend on them")
    func forwards() throws {
        let result = generate(
            """
            import Networking
            enum AppHub {}
            extension AppHub {
                static let all: [HubRegistration] = [
                    HubImport(NetworkHub.self),
                    AutoRegister(Feed.self, parameterTypes: (any HTTPClient).self, using: Feed.init(client:)),
                ]
            }
            """, dependencies: [("Networking", networking)])
        #expect(printed(result) == [])
        let output = try #require(result.output)
        // One conformance per imported hub and bucket, not members per imported registration;
        // buckets are named after the manifest file that declares their registrations.
        try expectGolden(output)
    }

    @Test("Effects cross imports: a registration internal to the imported hub makes its public one async, and so the importer's")
    func effectsCrossImports() throws {
        let secureNetworking = [
            "Networking/NetworkHub.swift": """
            import StaticHub
            public protocol HTTPClient {}
            public struct TokenClient: HTTPClient { init(token: Token) {} }
            struct Token { static func fetch() async throws -> Token { Token() } }
            public enum NetworkHub {}
            extension NetworkHub {
                static let all: [HubRegistration] = [
                    AutoRegister(Token.self, effects: [.async, .throws], using: Token.fetch),
                    AutoRegister((any HTTPClient).self, parameterTypes: Token.self, using: TokenClient.init(token:)),
                ]
            }
            """
        ]
        let result = generate(
            """
            import Networking
            enum AppHub {}
            extension AppHub {
                static let all: [HubRegistration] = [
                    HubImport(NetworkHub.self),
                    AutoRegister(Feed.self, parameterTypes: (any HTTPClient).self, using: Feed.init(client:)),
                ]
            }
            """, dependencies: [("Networking", secureNetworking)])
        #expect(printed(result) == [])
        let output = try #require(result.output)
        try expectGolden(output)
    }

    @Test("A protocol another module declares may be named bare: it is the imported registration")
    func bareImportedProtocol() throws {
        let result = generate(
            """
            enum AppHub {
                static let all: [HubRegistration] = [
                    HubImport(NetworkHub.self),
                    AutoRegister(Feed.self, parameterTypes: HTTPClient.self, using: Feed.init(client:)),
                ]
            }
            """, dependencies: [("Networking", networking)])
        #expect(printed(result) == [])
        try expectGolden(try #require(result.output))
    }

    @Test("The graph draws an imported registration in its hub's cluster, with the edge between hubs")
    func graph() throws {
        let result = GeneratorPipeline.graph(
            [
                SourceInput(
                    path: "Manifest.swift",
                    text: """
                        enum AppHub {
                            static let all: [HubRegistration] = [
                                HubImport(NetworkHub.self),
                                AutoRegister(Feed.self, parameterTypes: (any HTTPClient).self, using: Feed.init(client:)),
                            ]
                        }
                        """)
            ],
            dependencies: [ModuleSources(name: "Networking", inputs: networking.map { SourceInput(path: $0.key, text: $0.value) })],
            format: .dot
        )
        try expectGolden(try #require(result.output), fileExtension: "dot")
    }

    @Test("The graph draws the edges inside an imported hub, each once when two hubs import it")
    func graphOfImportedEdges() throws {
        let core = """
            import StaticHub
            public protocol Clock {}
            public struct Theme { public init(clock: any Clock) {} }
            struct SystemClock: Clock {}
            public enum CoreHub {}
            extension CoreHub {
                static let all: [HubRegistration] = [
                    SingletonRegister((any Clock).self, using: SystemClock.init),
                    AutoRegister(Theme.self, parameterTypes: (any Clock).self, using: Theme.init(clock:)),
                ]
            }
            """
        let result = GeneratorPipeline.graph(
            [
                SourceInput(
                    path: "Manifest.swift",
                    text: """
                        enum FeedHub {
                            static let all: [HubRegistration] = [HubImport(CoreHub.self)]
                        }
                        enum ProfileHub {
                            static let all: [HubRegistration] = [HubImport(CoreHub.self)]
                        }
                        """)
            ],
            dependencies: [ModuleSources(name: "Core", inputs: [SourceInput(path: "Core/CoreHub.swift", text: core)])],
            format: .mermaid
        )
        let mermaid = try #require(result.output)
        #expect(
            mermaid.hasSuffix(
                """
                    subgraph hub_CoreHub["Core.CoreHub"]
                        CoreHub_Clock[["any Clock<br/>singleton"]]
                        CoreHub_Theme["Theme<br/>auto"]
                    end
                    CoreHub_Theme --> CoreHub_Clock

                """))
    }

    @Test("A hub that no module declares: the modules searched are named")
    func notFound() {
        let result = generate(
            """
            enum AppHub {
                static let all: [HubRegistration] = [
                    HubImport(NetworkingHub.self),
                ]
            }
            """, dependencies: [("Networking", networking)])
        #expect(
            printed(result) == [
                "Manifest.swift:3:19: error: no hub named 'NetworkingHub' has a manifest in this target or its dependencies "
                    + "(searched this target and its dependencies 'Networking'); check the name, and that the hub's module is a "
                    + "dependency of this target and declares a '[HubRegistration]' manifest"
            ])
        #expect(result.output == nil)
    }

    @Test("A missing dependency that a hub of a dependency module registers names that hub and its HubImport")
    func missingImport() {
        let analytics = [
            "Analytics/AnalyticsHub.swift": """
            public protocol Tracker {}
            public enum AnalyticsHub {}
            extension AnalyticsHub {
                static let all: [HubRegistration] = [AutoRegister((any Tracker).self, using: ConsoleTracker.init)]
            }
            """
        ]
        // Neither module is imported, so a build that succeeds never reads them; the hint does.
        let result = generate(
            """
            enum AppHub {
                static let all: [HubRegistration] = [
                    AutoRegister(Feed.self, parameterTypes: (any Tracker).self, (any HTTPClient).self, using: Feed.init(tracker:client:)),
                ]
            }
            """, dependencies: [("Analytics", analytics), ("Networking", networking)])
        #expect(
            printed(result) == [
                "Manifest.swift:3:49: error: no registration in hub 'AppHub' provides 'any Tracker'; hub 'AnalyticsHub' of module 'Analytics' "
                    + "registers it: add 'HubImport(AnalyticsHub.self)' to a manifest of 'AppHub'",
                "Manifest.swift:3:69: error: no registration in hub 'AppHub' provides 'any HTTPClient'; hub 'NetworkHub' of module 'Networking' "
                    + "registers it: add 'HubImport(NetworkHub.self)' to a manifest of 'AppHub'"
            ])
        // Internal registrations are no hint: an import would not provide them.
        let internalOnly = generate(
            """
            enum AppHub {
                static let all: [HubRegistration] = [AutoRegister(Feed.self, parameterTypes: RetryPolicy.self, using: Feed.init)]
            }
            """, dependencies: [("Networking", networking)])
        #expect(printed(internalOnly) == ["Manifest.swift:2:82: error: no registration in hub 'AppHub' provides 'RetryPolicy'"])
    }

    @Test("A hub of another module that is not public")
    func notPublic() {
        let internalHub = networking.mapValues { $0.replacingOccurrences(of: "public enum NetworkHub", with: "enum NetworkHub") }
        let result = generate(
            """
            enum AppHub {
                static let all: [HubRegistration] = [HubImport(NetworkHub.self)]
            }
            """, dependencies: [("Networking", internalHub)])
        #expect(
            printed(result) == [
                "Manifest.swift:2:52: error: hub 'NetworkHub' of module 'Networking' is internal; declare it 'public' so other modules can import it"
            ])
    }

    @Test("Needing a registration the imported hub keeps internal names the type to make public")
    func internalRegistration() {
        let result = generate(
            """
            enum AppHub {
                static let all: [HubRegistration] = [
                    HubImport(NetworkHub.self),
                    AutoRegister(Feed.self, parameterTypes: RetryPolicy.self, using: Feed.init),
                ]
            }
            """, dependencies: [("Networking", networking)])
        #expect(
            printed(result) == [
                "Manifest.swift:4:49: error: the imported hub 'NetworkHub' registers 'RetryPolicy', but not publicly: 'RetryPolicy' is "
                    + "internal to module 'Networking'; make 'RetryPolicy' public to resolve it from other modules\n"
                    + "Networking/NetworkHub.swift:9:9: note: hub 'NetworkHub' registers 'RetryPolicy' here"
            ])
    }

    @Test("A local registration of a type an import provides")
    func duplicatesImported() {
        let result = generate(
            """
            enum AppHub {
                static let all: [HubRegistration] = [
                    HubImport(NetworkHub.self),
                    SingletonRegister((any HTTPClient).self, using: FakeClient.init),
                ]
            }
            """, dependencies: [("Networking", networking)])
        #expect(
            printed(result) == [
                "Manifest.swift:4:9: error: 'any HTTPClient' is already provided by the imported hub 'NetworkHub'; remove this registration, or the import\n"
                    + "Networking/NetworkHub.swift:8:9: note: hub 'NetworkHub' registers 'any HTTPClient' here"
            ])
    }

    @Test("A missing dependency names every hub searched, and suggests across all of them")
    func missingNamesEveryHub() {
        let result = generate(
            """
            enum AppHub {
                static let all: [HubRegistration] = [
                    HubImport(NetworkHub.self),
                    AutoRegister(Feed.self, parameterTypes: (any HTTPClients).self, using: Feed.init),
                ]
            }
            """, dependencies: [("Networking", networking)])
        #expect(
            printed(result) == [
                "Manifest.swift:4:49: error: no registration in hub 'AppHub' or the hubs it imports ('NetworkHub') provides "
                    + "'any HTTPClients'; did you mean 'any HTTPClient'?"
            ])
    }

    @Test("Two imported hubs that register one type")
    func conflictingImports() {
        let mocking = [
            "Mocking/MockHub.swift": """
            public enum MockNetworkHub {}
            extension MockNetworkHub {
                static let all: [HubRegistration] = [SingletonRegister((any HTTPClient).self, using: FakeClient.init)]
            }
            """
        ]
        let result = generate(
            """
            enum AppHub {
                static let all: [HubRegistration] = [
                    HubImport(NetworkHub.self),
                    HubImport(MockNetworkHub.self),
                ]
            }
            """, dependencies: [("Mocking", mocking), ("Networking", networking)])
        #expect(
            printed(result) == [
                "Manifest.swift:4:19: error: hubs 'Networking.NetworkHub' and 'Mocking.MockNetworkHub' both register 'any HTTPClient', "
                    + "so importing both would provide it twice; import one of them, or remove one registration\n"
                    + "Mocking/MockHub.swift:3:42: note: hub 'Mocking.MockNetworkHub' registers 'any HTTPClient' here"
            ])
    }

    @Test("Hubs of one module that import each other")
    func importCycle() {
        let result = generate(
            """
            enum AHub {
                static let all: [HubRegistration] = [HubImport(BHub.self), AutoRegister(A.self, using: A.init)]
            }
            enum BHub {
                static let all: [HubRegistration] = [HubImport(AHub.self), AutoRegister(B.self, using: B.init)]
            }
            """, dependencies: [])
        #expect(
            printed(result) == [
                "Manifest.swift:2:52: error: hubs import each other in a cycle: AHub → BHub → AHub; a hub cannot provide what it imports from itself",
                "Manifest.swift:5:52: error: hubs import each other in a cycle: BHub → AHub → BHub; a hub cannot provide what it imports from itself"
            ])
    }

    @Test("A hub of the same module is imported without being public: it declares its accessors for importers")
    func sameModule() throws {
        let result = generate(
            """
            enum CoreHub {
                static let all: [HubRegistration] = [SingletonRegister(Store.self, using: Store.init)]
            }
            enum AppHub {
                static let all: [HubRegistration] = [HubImport(CoreHub.self), AutoRegister(View.self, parameterTypes: Store.self, using: View.init)]
            }
            """, dependencies: [])
        #expect(printed(result) == [])
        let output = try #require(result.output)
        try expectGolden(output)
    }

    @Test("'HubImport' takes one hub type")
    func malformed() {
        let result = generate(
            """
            enum AppHub {
                static let all: [HubRegistration] = [HubImport(NetworkHub)]
            }
            """, dependencies: [])
        #expect(printed(result) == ["Manifest.swift:2:52: error: 'HubImport' takes one hub type, written as 'SomeHub.self'"])
    }
}
