import Testing

@testable import StaticHubGenerator

/// The catalog stage alone: every hub's interface in, each registration's origin, effects,
/// openness and mocks across hubs out.
@Suite("Stage: catalog")
struct CatalogStageTests {
    private func catalog(_ source: String) -> HubCatalog {
        let declared = InterfaceBuilder.declare(StageText.read(source), module: nil, defaultIsolation: .nonisolated).module
        return HubCatalog(declared.interfaces, dependencyModules: [])
    }

    @Test("Effects reach every registration that resolves the one declaring them, and stop at a provider")
    func effectsPropagate() {
        let hubs = catalog(
            """
            enum Hub {}
            extension Hub {
                static let all: [HubRegistration] = [
                    SingletonRegister(Database.self, effects: [.async, .throws], using: Database.open),
                    AutoRegister(Store.self, parameterTypes: Database.self, using: Store.init),
                    AutoRegister(Screen.self, parameterTypes: Store.self, using: Screen.init),
                    AutoRegister(Launcher.self, parameterTypes: .provider(Store.self), using: Launcher.init),
                ]
            }
            """
        ).hubs
        #expect(
            hubs.flatMap { $0.registrations.map(StageText.catalogLine(of:)) } == [
                "SingletonRegister Database → resolveDatabase internal HubMetatype async throws",
                "AutoRegister Store → resolveStore internal HubMetatype async throws",
                "AutoRegister Screen → resolveScreen internal HubMetatype async throws",
                "AutoRegister Launcher → resolveLauncher internal HubMetatype"
            ])
    }

    @Test(
        "A registration reaching a requirement is open; an importing hub that provides the requirement builds its own copy, mocked as the original"
    )
    func openRegistrationsAreRebuilt() {
        let catalog = catalog(
            """
            struct Logger {}
            struct Service {}
            struct Plain {}
            enum LibHub {}
            enum AppHub {}
            extension LibHub {
                static let all: [HubRegistration] = [
                    HubRequirement(Logger.self),
                    AutoRegister(Service.self, parameterTypes: Logger.self, using: Service.init),
                    AutoRegister(Plain.self, using: Plain.init),
                ]
            }
            extension AppHub {
                static let all: [HubRegistration] = [
                    HubImport(LibHub.self),
                    SingletonRegister(Logger.self, using: Logger.init),
                ]
            }
            """)
        #expect(
            catalog.hubs.map { hub in [hub.name] + hub.registrations.map { "  " + StageText.catalogLine(of: $0) } } == [
                [
                    "AppHub", "  SingletonRegister Logger → resolveLogger internal",
                    "  AutoRegister Service → resolveService internal rebuilt from LibHub mocked as LibHub.Service"
                ],
                [
                    "LibHub", "  AutoRegister Service → resolveService internal open reaches Logger",
                    "  AutoRegister Plain → resolvePlain internal"
                ]
            ])
    }

    @Test("The catalog hands wiring each hub with what its imports give it, and the imports' errors apart")
    func targetWithImports() {
        let source = """
            enum Core {}
            extension Core {
                static let all: [HubRegistration] = [
                    AutoRegister(Clock.self, using: Clock.init),
                ]
            }
            enum App {}
            extension App {
                static let all: [HubRegistration] = [
                    HubImport(Core.self),
                    HubImport(Missing.self),
                    AutoRegister(Screen.self, parameterTypes: Clock.self, using: Screen.init),
                ]
            }
            """
        let cataloged = HubCatalog.catalog(StageText.declared([("Manifest.swift", source)]))
        #expect(cataloged.hubs.map(\.hub.name) == ["App", "Core"])
        #expect(cataloged.hubs[0].imports.hubs.map(\.name) == ["Core"])
        #expect(cataloged.hubs[0].imports.registrations.map(\.registration.registration.identity.description) == ["Clock"])
        #expect(cataloged.hubs[1].imports.registrations.isEmpty)
        #expect(cataloged.diagnostics.map(\.diagnosticMessage.id) == [.importedHubNotFound])
    }
}
