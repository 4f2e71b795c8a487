import Testing

@testable import StaticHubGenerator

@Suite("Dependency modules an import reaches")
struct ReachableModulesTests {
    private static func module(_ name: String, _ text: String) -> ModuleSources {
        ModuleSources(name: name, inputs: [SourceInput(path: "\(name)/Hub.swift", text: text)])
    }

    private static let dependencies = [
        module(
            "Core",
            """
            public enum CoreHub {}
            extension CoreHub { static let all: [HubRegistration] = [] }
            """),
        module(
            "Analytics",
            """
            public enum AnalyticsHub {}
            extension AnalyticsHub { static let all: [HubRegistration] = [HubImport(CoreHub.self)] }
            """),
        module(
            "Networking",
            """
            public enum NetworkHub {}
            extension NetworkHub { static let all: [HubRegistration] = [HubImport(CoreHub.self)] }
            """)
    ]

    @Test("Only modules holding an imported hub, or one those hubs import, are parsed, in the order given")
    func readsOnlyWhatImportsReach() {
        var read: [String] = []
        let imports = [
            HubImportReference(hubName: "Networking.NetworkHub", location: SourceLocation(path: "App.swift", line: 1, column: 1))
        ]
        let selected = ReachableModules.select(Self.dependencies, imports: imports) { module in
            read.append(module.name)
            return ModuleReader.read(module.inputs, as: .dependency)
        }
        #expect(read == ["Networking", "Core"])
        #expect(selected.map(\.module) == ["Core", "Networking"])
    }

    @Test("A module's possible type names come from the text of its files that can hold a manifest")
    func typeNames() {
        let module = ModuleSources(
            name: "App",
            inputs: [
                SourceInput(
                    path: "App/Hub.swift",
                    text: """
                        extension App.Hub { static let all: [HubRegistration] = [] }
                        struct\tPoint<T> {}
                        final class Cache: Sendable {}
                        let enumeration = 1 // 'enum' inside a word is no keyword
                        """),
                SourceInput(path: "App/Model.swift", text: "struct Model {}")
            ])
        #expect(ReachableModules.typeNames(in: module) == ["App", "Hub", "Point", "Cache"])
    }
}
