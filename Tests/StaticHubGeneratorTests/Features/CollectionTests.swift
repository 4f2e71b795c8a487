import Testing

@testable import StaticHubGenerator

/// The key of a collection of `any Sink` in the mock registries, the same in every hub.
private let sinksKey = GeneratedCode.mockKey("[any Sink]")

/// A module whose public hub adds one element to the collection of `any Sink`, and one the
/// next module imports.
private let core = (
    module: "Core",
    files: [
        "Core/CoreHub.swift": """
        import StaticHub
        public protocol Sink {}
        public struct CoreSink: Sink { public init() {} }
        public enum CoreHub {}
        extension CoreHub {
            static let all: [HubRegistration] = [
                CollectionRegister((any Sink).self, using: CoreSink.init),
            ]
        }
        """
    ]
)

private let feature = (
    module: "Feature",
    files: [
        "Feature/FeatureHub.swift": """
        import Core
        import StaticHub
        public struct FeatureSink: Sink { public init() {} }
        public enum FeatureHub {}
        extension FeatureHub {
            static let all: [HubRegistration] = [
                HubImport(CoreHub.self),
                CollectionRegister((any Sink).self, using: FeatureSink.init),
            ]
        }
        """
    ]
)

@Suite("Collections")
struct CollectionTests {
    @Test("Elements come in manifest order, imports first, each hub's once though a diamond reaches it twice")
    func orderAcrossImports() throws {
        let result = generate(
            """
            import Core
            import Feature
            struct AppSink: Sink {}
            enum AppHub {}
            extension AppHub {
                static let all: [HubRegistration] = [
                    CollectionRegister((any Sink).self, using: AppSink.init),
                    HubImport(FeatureHub.self),
                    HubImport(CoreHub.self),
                    CollectionRegister((any Sink).self, using: AppSink.init),
                ]
            }
            """, dependencies: [core, feature])
        #expect(printed(result).isEmpty)
        let output = try #require(result.output)
        // A mock of the collection replaces the imported hubs' collections of the type too.
        try expectGolden(output)
    }

    @Test("An empty collection is legal: a hub that takes one nothing adds to resolves it as []")
    func empty() throws {
        let result = generate(
            """
            enum Hub {
                static let all: [HubRegistration] = [
                    AutoRegister(Analytics.self, parameterTypes: .collection((any Sink).self), using: Analytics.init(sinks:)),
                ]
            }
            """)
        #expect(printed(result).isEmpty)
        let output = try #require(result.output)
        try expectGolden(output)
    }

    @Test("A mock of the collection also replaces an imported hub's that is empty but taken there")
    func mockReachesEmptyImportedCollection() throws {
        let reporting = (
            module: "Reporting",
            files: [
                "Reporting/ReportingHub.swift": """
                import Core
                import StaticHub
                public struct Report { init(sinks: [any Sink]) {} }
                public enum ReportingHub {}
                extension ReportingHub {
                    static let all: [HubRegistration] = [
                        AutoRegister(Report.self, parameterTypes: .collection((any Sink).self), using: Report.init(sinks:)),
                    ]
                }
                """
            ]
        )
        let result = generate(
            """
            import Reporting
            struct AppSink: Sink {}
            enum AppHub {
                static let all: [HubRegistration] = [
                    HubImport(ReportingHub.self),
                    CollectionRegister((any Sink).self, using: AppSink.init),
                ]
            }
            """, dependencies: [core, reporting])
        #expect(printed(result).isEmpty)
        let output = try #require(result.output)
        try expectGolden(output)
    }

    @Test("Elements' effects make the collection's, and those of what takes it; a mock closure of other effects is not shared")
    func effects() throws {
        let result = generate(
            """
            import Core
            struct Remote: Sink { static func connect() async throws -> Remote { Remote() } }
            enum Hub {
                static let all: [HubRegistration] = [
                    HubImport(CoreHub.self),
                    CollectionRegister((any Sink).self, effects: [.async, .throws], using: Remote.connect),
                    AutoRegister(Analytics.self, parameterTypes: .collection((any Sink).self), using: Analytics.init(sinks:)),
                ]
            }
            """, dependencies: [core])
        #expect(printed(result).isEmpty)
        let output = try #require(result.output)
        // CoreHub's collection cannot await: its mock stays its own.
        try expectGolden(output)
    }

    @Test(
        "Taking a collection's type as one dependency says to take it as '.collection'",
        arguments: [
            (".resolved((any Sink).self)", 64),
            (".provider((any Sink).self)", 64),
            (".optional((any Sink).self)", 64)
        ])
    func takenAsSingle(_ parameter: String, _ column: Int) {
        let result = generate(
            """
            enum Hub {
                static let all: [HubRegistration] = [
                    CollectionRegister((any Sink).self, using: ConsoleSink.init),
                    AutoRegister(Analytics.self, parameterTypes: \(parameter), using: Analytics.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:4:\(column): error: no registration in hub 'Hub' provides one 'any Sink'; it is registered with 'CollectionRegister', so take every element as '.collection((any Sink).self)'"
            ])
    }

    @Test("A registration of the type and its collection live side by side; a tag keeps collections apart")
    func sideBySide() throws {
        let result = generate(
            """
            enum Legacy {}
            enum Hub {
                static let all: [HubRegistration] = [
                    AutoRegister((any Sink).self, using: ConsoleSink.init),
                    CollectionRegister((any Sink).self, using: ConsoleSink.init),
                    CollectionRegister((any Sink).self, tag: Legacy.self, using: ConsoleSink.init),
                    AutoRegister(Analytics.self, parameterTypes: .resolved((any Sink).self), .collection((any Sink).self, tag: Legacy.self), using: Analytics.init),
                ]
            }
            """)
        #expect(printed(result).isEmpty)
        let output = try #require(result.output)
        try expectGolden(output)
    }

    @Test("A collection's accessor named like another's is an error at the collection")
    func accessorClash() {
        let result = generate(
            """
            enum Hub {
                static let all: [HubRegistration] = [
                    AutoRegister(AllSink.self, using: AllSink.init),
                    CollectionRegister(Sink.self, using: Sink.init),
                    CollectionRegister(Outer.Sink.self, using: Outer.Sink.init),
                    CollectionRegister(OuterSink.self, using: OuterSink.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:4:9: error: the collection of 'Sink' and 'AllSink' would both generate 'resolveAllSink()'; give 'AllSink' a 'name:' argument
                Manifest.swift:3:9: note: 'AllSink' is registered here
                """,
                """
                Manifest.swift:6:9: error: the collection of 'OuterSink' and the collection of 'Outer.Sink' would both generate 'resolveAllOuterSink()'; register one of them under a 'tag:'
                Manifest.swift:5:9: note: 'Outer.Sink' is registered here
                """
            ])
    }

    @Test("A cycle through a collection's element is reported, starting at what can be taken as a provider")
    func cycle() {
        let result = generate(
            """
            enum Hub {
                static let all: [HubRegistration] = [
                    CollectionRegister((any Sink).self, parameterTypes: Analytics.self, using: Forwarding.init),
                    AutoRegister(Analytics.self, parameterTypes: .collection((any Sink).self), using: Analytics.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:4:9: error: dependency cycle: Analytics → any Sink → Analytics; to break it, take one of these dependencies as a provider, such as '.provider(Analytics.self)', which resolves on 'make()'
                Manifest.swift:4:66: note: 'Analytics' depends on 'any Sink' here
                Manifest.swift:3:61: note: 'any Sink' depends on 'Analytics' here
                """
            ])
    }

    @Test("The graph draws each hub's collection with an edge to each element, and what takes it")
    func graph() throws {
        let manifest = """
            enum Hub {
                static let all: [HubRegistration] = [
                    CollectionRegister((any Sink).self, using: ConsoleSink.init),
                    CollectionRegister((any Sink).self, effects: .async, using: Remote.connect),
                    AutoRegister(Analytics.self, parameterTypes: .collection((any Sink).self), using: Analytics.init),
                ]
            }
            """
        let input = [SourceInput(path: "Manifest.swift", text: manifest)]
        let dot = try #require(GeneratorPipeline.graph(input, format: .dot).output)
        try expectGolden(dot, "dot", fileExtension: "dot")
        let mermaid = try #require(GeneratorPipeline.graph(input, format: .mermaid).output)
        try expectGolden(mermaid, "mermaid", fileExtension: "mmd")
    }
}
