import Testing

@testable import StaticHubGenerator

/// The files the interface stage asks the read for (`NamedTypeDeclarations`): the read stage
/// parses manifests and hubs only, and the interface stage has the files declaring the types
/// its rules need parsed, which the stamp then watches.
@Suite("Interfaces: the declarations a hub's interface asks the read for")
struct NamedTypeDeclarationsTests {
    private static let clock = (path: "/m/Clock.swift", text: "protocol Clock {}\nstruct SystemClock: Clock {}")
    private static let unrelated = (path: "/m/Unrelated.swift", text: "struct Banner {}")

    /// `/m/Hub.swift`: `AppHub`, declared with `access`, and a manifest of `registration`.
    private static func hub(_ access: String, _ registration: String) -> (path: String, text: String) {
        (
            path: "/m/Hub.swift",
            text: "\(access)enum AppHub {}\nextension AppHub {\n    static let all: [HubRegistration] = [\(registration)]\n}"
        )
    }

    @Test("A public hub's interface asks for the file declaring a type a signature names; the stamp watches that name")
    func publicHubAsksForSignatureTypes() {
        let manifest = Self.hub("public ", "SingletonRegister(Clock.self, using: SystemClock.init)")
        let sources = [manifest, Self.clock, Self.unrelated].map { SourceInput(path: $0.path, text: $0.text) }
        #expect(ModuleReader.read(sources, as: .target).readSet.parsedPaths == ["/m/Hub.swift"])

        let declared = StageText.declared([manifest, Self.clock, Self.unrelated])
        #expect(declared.read.readSet.parsedPaths == ["/m/Clock.swift", "/m/Hub.swift"])
        #expect(declared.read.readSet.probes.contains("Clock"))
        #expect(
            declared.module.interfaces.flatMap(StageText.lines(of:)) == [
                "hub AppHub public",
                "  SingletonRegister any Clock → resolveClock internal (by Clock)"
            ])
    }

    @Test("An internal hub asks for nothing, unless a registration is isolated: the catalog needs that type's declaration")
    func internalHubAsksOnlyForIsolatedTypes() {
        let plain = Self.hub("", "SingletonRegister(Clock.self, using: SystemClock.init)")
        #expect(StageText.declared([plain, Self.clock]).read.readSet.parsedPaths == ["/m/Hub.swift"])

        let isolated = Self.hub("", "SingletonRegister(SystemClock.self, isolation: MainActor.self, using: SystemClock.init)")
        let declared = StageText.declared([isolated, Self.clock, Self.unrelated])
        #expect(declared.read.readSet.parsedPaths == ["/m/Clock.swift", "/m/Hub.swift"])
        #expect(declared.typeDeclarations[0].declarations.map(\.qualifiedName).contains("SystemClock"))
    }

    @Test("A dependency's hub is declared with the types its signatures name, read from the dependency's sources")
    func dependencyInterfacesAskTheirOwnRead() {
        let core = ModuleSources(
            name: "Core",
            inputs: [
                SourceInput(
                    path: "/core/Hub.swift",
                    text: """
                        public enum CoreHub {}
                        extension CoreHub {
                            public static let all: [HubRegistration] = [SingletonRegister(Clock.self, using: SystemClock.init)]
                        }
                        """),
                SourceInput(path: "/core/Clock.swift", text: Self.clock.text)
            ])
        let app = SourceInput(
            path: "/app/Hub.swift",
            text: """
                import Core
                enum AppHub {}
                extension AppHub {
                    static let all: [HubRegistration] = [HubImport(CoreHub.self)]
                }
                """)
        let declared = DeclaredTarget.declare(ReadTarget.read([app], dependencies: [core]), defaultIsolation: .nonisolated)
        #expect(
            declared.dependencyInterfaces.flatMap(StageText.lines(of:)) == [
                "hub Core.CoreHub public",
                "  SingletonRegister any Clock → resolveClock internal (by Clock)"
            ])
    }
}
