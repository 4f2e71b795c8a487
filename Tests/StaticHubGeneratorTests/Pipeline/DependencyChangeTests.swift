import Foundation
import StaticHubTestSupport
import Testing

@testable import StaticHubCommandLine
@testable import StaticHubGenerator

/// An importer's run when a module it depends on changed: skipped when the change is a
/// registration or type that nothing it reaches names, run again otherwise.
@Suite("Dependency changes")
struct DependencyChangeTests {
    /// The lowest module of the tests: a hub with a service that another resolves.
    private static let core = """
        import StaticHub

        public protocol Clock: Sendable {}
        public struct SystemClock: Clock {
            public init() {}
        }
        public struct Greeter: Sendable {
            public init(clock: any Clock) {}
        }
        public enum CoreHub {}

        extension CoreHub {
            static var all: [HubRegistration] {
                [
                    SingletonRegister((any Clock).self, using: SystemClock.init),
                    AutoRegister(Greeter.self, parameterTypes: (any Clock).self, using: Greeter.init(clock:)),
                ]
            }
        }
        """

    /// `core` with `line` added to its manifest and `declarations` to its types.
    private static func core(adding line: String, declaring declarations: String = "") -> String {
        core.replacingOccurrences(of: "        [\n", with: "        [\n            \(line)\n")
            .replacingOccurrences(of: "public enum CoreHub {}", with: declarations + "public enum CoreHub {}")
    }

    private static func surface(_ sources: [String: String], replacing previous: ModuleSurface? = nil) -> ModuleSurface {
        let inputs = sources.keys.sorted().map { SourceInput(path: "/Core/\($0)", text: sources[$0]!) }
        let summary = GeneratorPipeline.summary(of: ModuleSources(name: "Core", inputs: inputs)).summary
        return ModuleSurface(summary, text: String(reflecting: summary), replacing: previous)
    }

    /// The change from `core` to `edited`, as an importer whose manifests name `named` sees it.
    private static func change(to edited: [String: String], named: Set<String>? = ["CoreHub", "Greeter"]) -> DependencyChange {
        let before = surface(["Core.swift": core])
        let after = surface(edited, replacing: before)
        return DependencyChange.between(recorded: ["Core": before.summaryDigest], surfaces: [after], named: named)
    }

    @Test("The same summary is unchanged")
    func unchanged() {
        let before = Self.surface(["Core.swift": Self.core])
        let again = Self.surface(["Core.swift": Self.core], replacing: before)
        #expect(DependencyChange.between(recorded: ["Core": before.summaryDigest], surfaces: [again], named: []) == .unchanged)
    }

    @Test(
        "A registration and type nothing else names is unused, in the manifest's file or a new one",
        arguments: [false, true])
    func unused(inNewFile: Bool) {
        let line = "AutoRegister(Added.self, using: Added.init),"
        let type = "public struct Added: Sendable {\n    public init() {}\n}\n"
        let edited =
            inNewFile
            ? [
                "Core.swift": Self.core,
                "Added.swift":
                    "import StaticHub\n\n\(type)\nextension CoreHub {\n    static var added: [HubRegistration] { [\(line)] }\n}\n"
            ]
            : ["Core.swift": Self.core(adding: line, declaring: type)]
        #expect(Self.change(to: edited) == .unused)
    }

    @Test(
        "A change something may depend on is relevant",
        arguments: [
            "the importer names the added type",
            "a registration another resolves is removed",
            "a registration the importer resolves changes",
            "a hub import is added",
            "a requirement is added",
            "the importer names its imported hubs' buckets"
        ])
    func relevant(_ edit: String) {
        var named: Set<String>? = ["CoreHub", "Greeter"]
        let edited: String
        switch edit {
        case "the importer names the added type":
            named = ["CoreHub", "Added"]
            edited = Self.core(adding: "AutoRegister(Added.self, using: Added.init),", declaring: "public struct Added: Sendable {}\n")
        case "a registration another resolves is removed":
            edited = Self.core.replacingOccurrences(of: "SingletonRegister((any Clock).self, using: SystemClock.init),", with: "")
        case "a registration the importer resolves changes":
            edited = Self.core.replacingOccurrences(of: "AutoRegister(Greeter.self", with: "SingletonRegister(Greeter.self")
        case "a hub import is added":
            edited = Self.core(adding: "HubImport(OtherHub.self),")
        case "a requirement is added":
            edited = Self.core(adding: "HubRequirement(String.self),")
        default:
            named = nil
            edited = Self.core(adding: "AutoRegister(Added.self, using: Added.init),", declaring: "public struct Added: Sendable {}\n")
        }
        #expect(Self.change(to: ["Core.swift": edited], named: named) == .relevant)
    }

    @Test("A summary the importer did not read last, or one more or fewer, is relevant")
    func missedVersion() {
        let first = Self.surface(["Core.swift": Self.core])
        let second = Self.surface(["Core.swift": Self.core(adding: "AutoRegister(A.self, using: A.init),")], replacing: first)
        let third = Self.surface(["Core.swift": Self.core(adding: "AutoRegister(B.self, using: B.init),")], replacing: second)
        #expect(DependencyChange.between(recorded: ["Core": first.summaryDigest], surfaces: [third], named: []) == .relevant)
        #expect(DependencyChange.between(recorded: ["Core": second.summaryDigest], surfaces: [third], named: []) == .unused)
        #expect(DependencyChange.between(recorded: [:], surfaces: [third], named: []) == .relevant)
    }

    @Test("A surface reads back as it was written")
    func surfaceText() throws {
        let first = Self.surface(["Core.swift": Self.core])
        let second = Self.surface(
            ["Core.swift": Self.core(adding: "AutoRegister(A.self, tag: Fast.self, using: A.init),")], replacing: first)
        #expect(ModuleSurface(text: second.text) == second)
        #expect(ModuleSurface(text: "statichub-surface 1\nmodule Core\nversion current\nsummary zz\n") == nil)
    }

    // MARK: What the importer writes

    /// The generated file of `App`, which imports `NetworkHub`, which imports `CoreHub` (`core`).
    private static func app(core: String, network extra: String = "") -> String? {
        let network = """
            import CoreKit
            import StaticHub

            public struct Client: Sendable {
                public init(greeter: Greeter) {}
            }
            \(extra)
            public enum NetworkHub {}

            extension NetworkHub {
                static var all: [HubRegistration] {
                    [
                        HubImport(CoreHub.self),
                        AutoRegister(Client.self, parameterTypes: Greeter.self, using: Client.init(greeter:)),
                    ]
                }
            }
            """
        let app = """
            import NetworkKit
            import StaticHub

            struct Screen {
                init(client: Client) {}
            }

            enum AppHub {}

            extension AppHub {
                static var all: [HubRegistration] {
                    [
                        HubImport(NetworkHub.self),
                        AutoRegister(Screen.self, parameterTypes: Client.self, using: Screen.init(client:)),
                    ]
                }
            }
            """
        return GeneratorPipeline.generate(
            [SourceInput(path: "/App/App.swift", text: app)],
            dependencies: [
                ModuleSources(name: "CoreKit", inputs: [SourceInput(path: "/CoreKit/Core.swift", text: core)]),
                ModuleSources(name: "NetworkKit", inputs: [SourceInput(path: "/NetworkKit/Network.swift", text: network)])
            ]
        ).output
    }

    @Test("A registration added to an imported hub, or to one further down, leaves the importer's generated file byte for byte")
    func importerUnchanged() throws {
        let before = try #require(Self.app(core: Self.core))
        let addedBelow = Self.app(
            core: Self.core(adding: "AutoRegister(Added.self, using: Added.init),", declaring: "public struct Added: Sendable {}\n"))
        let addedInImport = Self.app(
            core: Self.core,
            network:
                "public struct Cache: Sendable {\n    public init() {}\n}\nextension NetworkHub {\n    static var cache: [HubRegistration] { [SingletonRegister(Cache.self, using: Cache.init)] }\n}\n"
        )
        #expect(addedBelow == before)
        #expect(addedInImport == before)
    }

    // MARK: The command line

    /// `Core`'s build (writing its summary and surface) and `App`'s, stamped, as the build plugin runs them.
    private struct Builds {
        let directory: URL

        init() throws {
            directory = try makeTemporaryDirectory()
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("Core"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        }

        func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

        func write(_ name: String, _ text: String) throws {
            try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        }

        func buildCore() -> Int32 {
            CommandLineTool.run(
                [
                    "generate", "--output", path("Core.generated.swift"), "--module", "CoreKit", "--summary",
                    path("Core.statichub-summary"),
                    "--stamp", path("Core.statichub-stamp"), path("Core/Core.swift")
                ], executable: "statichub 1", standardOutput: { _ in }, standardError: { _ in })
        }

        func buildApp() -> (status: Int32, errors: String) {
            var errors = ""
            let status = CommandLineTool.run(
                [
                    "generate", "--output", path("App.generated.swift"), "--stamp", path("App.statichub-stamp"),
                    "--dependency", "CoreKit=\(path("Core.statichub-summary"))", path("App/App.swift")
                ], executable: "statichub 1", standardOutput: { _ in }, standardError: { errors += $0 + "\n" })
            return (status, errors)
        }

        func app(using type: String) throws {
            try write(
                "App/App.swift",
                """
                import CoreKit
                import StaticHub

                enum AppHub {}

                extension AppHub {
                    static var all: [HubRegistration] {
                        [
                            HubImport(CoreHub.self),
                            AutoRegister(Int.self, parameterTypes: .optional(\(type).self), using: { _ in 1 }),
                        ]
                    }
                }
                """)
        }
    }

    @Test(
        "A stamped importer skips a changed summary whose change it names nothing of, without reading it",
        arguments: [("Greeter", true), ("Added", false)])
    func commandLine(uses type: String, skips: Bool) throws {
        let builds = try Builds()
        defer { try? FileManager.default.removeItem(at: builds.directory) }
        try builds.write("Core/Core.swift", Self.core)
        try builds.app(using: type)
        #expect(builds.buildCore() == 0)
        #expect(builds.buildApp().status == 0)
        try builds.write(
            "Core/Core.swift",
            Self.core(
                adding: "AutoRegister(Added.self, using: Added.init),",
                declaring: "public struct Added: Sendable {\n    public init() {}\n}\n"))
        #expect(builds.buildCore() == 0)
        // A run that reads the summary fails on this one; a skipped run never opens it.
        try builds.write("Core.statichub-summary", "not a summary\n")
        let run = builds.buildApp()
        #expect((run.status == 0) == skips, "\(run.errors)")
        #expect(run.errors.contains("not a StaticHub module summary") == !skips)
    }
}
