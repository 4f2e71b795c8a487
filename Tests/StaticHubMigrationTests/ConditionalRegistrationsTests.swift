import StaticHubMigration
import Testing

/// Swinject registrations under `#if`: each moves into a manifest under the same clauses,
/// unless the hub is public, which the generator refuses them in (skorulis/ASKCore's
/// `#if canImport(UIKit)` registration stopped the whole run before).
@Suite("Registrations under #if")
struct ConditionalRegistrationsTests {
    private func migrate(publicTypes: Bool, inApp: Bool = false) -> MigrationResult {
        let access = publicTypes ? "public " : ""
        let assembly = """
            import Swinject

            final class ErrorAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(ErrorService.self) { _ in ErrorService() }
                    #if canImport(UIKit)
                        container.register(ErrorPresenter.self) { r in ErrorPresenter(service: r.resolve(ErrorService.self)!) }
                    #endif
                }
            }

            """
        let types = """
            \(access)final class ErrorService { \(access)init() {} }
            \(access)final class ErrorPresenter { init(service: ErrorService) {} }

            """
        return Migration.run(
            .swinject, hub: "AppHub", files: [("ErrorAssembly.swift", assembly), ("Types.swift", types)], hubFilePath: "AppHub.swift",
            hubIsInApp: inApp)
    }

    @Test("In a hub no other hub imports, it moves into a manifest under the same #if, which the generator accepts")
    func internalHub() throws {
        let result = migrate(publicTypes: false)
        #expect(!result.messages.contains { $0.kind == .error }, "\(result.messages)")
        let assembly = try #require(result.changes.first { $0.path == "ErrorAssembly.swift" })
        #expect(
            assembly.migrated == """
                import StaticHub

                extension AppHub {
                    static var all: [HubRegistration] {
                        [
                            AutoRegister(ErrorService.self, using: { ErrorService() }),
                        ]
                    }
                }

                #if canImport(UIKit)
                extension AppHub {
                    static var allCanImportUIKit: [HubRegistration] {
                        [
                            AutoRegister(
                                ErrorPresenter.self,
                                parameterTypes: ErrorService.self,
                                using: { errorService in ErrorPresenter(service: errorService) }
                            ),
                        ]
                    }
                }
                #endif

                """)
    }

    @Test("In a public hub it stays in Swinject, with the reason, and the rest moves")
    func publicHub() throws {
        let result = migrate(publicTypes: true)
        #expect(!result.messages.contains { $0.kind == .error }, "\(result.messages)")
        #expect(
            result.messages.filter { $0.id == .conditionalRegistration }.map(\.description) == [
                "ErrorAssembly.swift:7:23: warning: this registration stays in Swinject: it is registered under '#if', and 'AppHub' is public (it registers the public 'ErrorService'): hubs that import it could not know the condition [conditional-registration]"
            ])
        let assembly = try #require(result.changes.first { $0.path == "ErrorAssembly.swift" })
        #expect(assembly.migrated.contains("AutoRegister(ErrorService.self, using: { ErrorService() })"))
        let staying = "container.register(ErrorPresenter.self) { r in ErrorPresenter(service: r.resolve(ErrorService.self)!) }"
        #expect(assembly.migrated.contains(staying))
    }

    @Test("An app's hub stays internal with public types, which no module imports: it moves as in a hub no other imports")
    func appHub() throws {
        let result = migrate(publicTypes: true, inApp: true)
        #expect(!result.messages.contains { $0.kind == .error || $0.kind == .untouched }, "\(result.messages)")
        let internalHub = migrate(publicTypes: false)
        #expect(result.changes.map(\.migrated) == internalHub.changes.map(\.migrated))
    }

    @Test("An #if block whose registrations all moved goes with its directives, in an assembly that stays")
    func emptiedBlock() throws {
        let assembly = """
            import Swinject

            final class ToolsAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Clock.self) { _ in Clock() }.implements(Ticking.self)
                    #if DEBUG
                        container.register(Inspector.self) { _ in Inspector() }
                    #endif
                }
            }

            protocol Ticking {}
            final class Clock: Ticking {}
            final class Inspector {}

            """
        let result = Migration.run(.swinject, hub: "AppHub", files: [("ToolsAssembly.swift", assembly)], hubFilePath: "AppHub.swift")
        let migrated = try #require(result.changes.first { $0.path == "ToolsAssembly.swift" }).migrated
        #expect(
            migrated.contains(
                """
                    func assemble(container: Container) {
                        container.register(Clock.self) { _ in Clock() }.implements(Ticking.self)
                    }
                """), "\(migrated)")
    }

    @Test("Assemblies in each branch of a file-wide #if: each branch's registrations go above its own assembly")
    func assemblyInEachBranch() throws {
        let assembly = """
            import Swinject

            #if os(iOS)
            final class TouchAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(Haptics.self) { _ in Haptics() }
                }
            }
            #else
            final class DesktopAssembly: Assembly {
                func assemble(container: Container) {
                    container.register(MenuBar.self) { _ in MenuBar() }
                }
            }
            #endif

            """
        let types = """
            final class Haptics {}
            final class MenuBar {}

            """
        let result = Migration.run(
            .swinject, hub: "AppHub", files: [("PlatformAssembly.swift", assembly), ("Types.swift", types)], hubFilePath: "AppHub.swift")
        #expect(!result.messages.contains { $0.kind == .error }, "\(result.messages)")
        let migrated = try #require(result.changes.first { $0.path == "PlatformAssembly.swift" }).migrated
        #expect(
            migrated == """
                import StaticHub

                #if os(iOS)
                extension AppHub {
                    static var platformAssembly: [HubRegistration] {
                        [
                            AutoRegister(Haptics.self, using: { Haptics() }),
                        ]
                    }
                }

                #else
                extension AppHub {
                    static var platformAssemblyRegistrations: [HubRegistration] {
                        [
                            AutoRegister(MenuBar.self, using: { MenuBar() }),
                        ]
                    }
                }

                #endif

                """)
    }
}
