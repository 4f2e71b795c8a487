import StaticHubMigration
import Testing

/// Factory registrations under `#if`: each moves into a manifest under the same clauses,
/// beside the others, unless the hub is public.
@Suite("Factory registrations under #if")
struct FactoryConditionalRegistrationsTests {
    private func migrate(_ container: String, types: String, inApp: Bool = false) -> MigrationResult {
        Migration.run(
            .factory, hub: "AppHub", files: [("Container+Tools.swift", container), ("Types.swift", types)], hubFilePath: "AppHub.swift",
            hubIsInApp: inApp)
    }

    @Test("A member under #if DEBUG moves into a manifest under the same #if, and the emptied extension goes with its #if")
    func memberUnderCondition() throws {
        let container = """
            import FactoryKit

            extension Container {
                var clock: Factory<Clock> { self { Clock() } }
                #if DEBUG
                    var inspector: Factory<Inspector> { self { Inspector(clock: self.clock()) } }
                #endif
            }

            """
        let result = migrate(container, types: "final class Clock {}\nstruct Inspector { init(clock: Clock) {} }\n")
        #expect(!result.messages.contains { $0.kind == .error }, "\(result.messages)")
        let migrated = try #require(result.changes.first { $0.path == "Container+Tools.swift" }).migrated
        #expect(
            migrated == """
                import StaticHub

                extension AppHub {
                    static var all: [HubRegistration] {
                        [
                            AutoRegister(Clock.self, using: { Clock() }),
                        ]
                    }
                }

                #if DEBUG
                extension AppHub {
                    static var allDebug: [HubRegistration] {
                        [
                            AutoRegister(Inspector.self, parameterTypes: Clock.self, using: { clock in Inspector(clock: clock) }),
                        ]
                    }
                }
                #endif

                """)
    }

    @Test("Extensions in each branch of a file-wide #if: each branch's manifest takes the place of its extension")
    func extensionInEachBranch() throws {
        let container = """
            import FactoryKit

            #if os(iOS)
            extension Container {
                var haptics: Factory<Haptics> { self { Haptics() } }
            }
            #else
            extension Container {
                var menuBar: Factory<MenuBar> { self { MenuBar() } }
            }
            #endif

            """
        let result = migrate(container, types: "final class Haptics {}\nfinal class MenuBar {}\n")
        #expect(!result.messages.contains { $0.kind == .error }, "\(result.messages)")
        let migrated = try #require(result.changes.first { $0.path == "Container+Tools.swift" }).migrated
        #expect(
            migrated == """
                import StaticHub

                #if os(iOS)
                extension AppHub {
                    static var containerTools: [HubRegistration] {
                        [
                            AutoRegister(Haptics.self, using: { Haptics() }),
                        ]
                    }
                }
                #else
                extension AppHub {
                    static var containerToolsRegistrations: [HubRegistration] {
                        [
                            AutoRegister(MenuBar.self, using: { MenuBar() }),
                        ]
                    }
                }
                #endif

                """)
    }

    @Test("One name in each branch of an #if: each moves into its branch's manifest as an alternative, and its uses are the hub's")
    func alternatives() throws {
        let container = """
            import FactoryKit

            extension Container {
                #if DEBUG
                    var store: Factory<Store> { self { Store(name: "debug") }.singleton }
                #else
                    var store: Factory<Store> { self { Store(name: "release") } }
                #endif
            }

            func storeName() -> String { Container.shared.store().name }

            """
        let store = "final class Store: Sendable { let name: String; init(name: String) { self.name = name } }\n"
        let result = migrate(container, types: store)
        #expect(result.messages.isEmpty, "\(result.messages)")
        let migrated = try #require(result.changes.first { $0.path == "Container+Tools.swift" }).migrated
        #expect(
            migrated == """
                import StaticHub

                #if DEBUG
                extension AppHub {
                    static var allDebug: [HubRegistration] {
                        [
                            SingletonRegister(Store.self, using: { Store(name: "debug") }),
                        ]
                    }
                }
                #endif

                #if !(DEBUG)
                extension AppHub {
                    static var allNotDebug: [HubRegistration] {
                        [
                            AutoRegister(Store.self, using: { Store(name: "release") }),
                        ]
                    }
                }
                #endif

                func storeName() -> String { AppHub.resolveStore().name }

                """)
    }

    @Test(
        "Alternatives stay together where one cannot move, or where they differ in more than how they are made",
        arguments: [
            (
                #"var store: Factory<Store> { self { Store(name: "release") }.scope(.session) }"#,
                "as 'AutoRegister' in one and 'ScopedRegister' in another: a hub's registrations of one type in different branches differ only in how they are made; "
                    + "make them alike, then run again"
            ),
            (
                #"var store: Factory<Store> { self { Store(name: self.releaseName()) } }"#,
                "and another cannot move (its closure calls 'self.releaseName', a member of 'extension Container' that is not a "
                    + "registration; move it out of the container); they move together"
            )
        ])
    func alternativesStayTogether(_ releaseStore: String, _ reason: String) throws {
        let container = """
            import FactoryKit

            extension Container {
                func releaseName() -> String { "release" }
                #if DEBUG
                    var store: Factory<Store> { self { Store(name: "debug") } }
                #else
                    \(releaseStore)
                #endif
            }

            """
        let result = migrate(container, types: "final class Store { init(name: String) {} }\n")
        let why = "stays in Factory: it is declared in each branch of its '#if' (Container+Tools.swift:6, Container+Tools.swift:8), "
        #expect(
            result.messages.filter { $0.id == .registeredInEachBranch }.map(\.description) == [
                "Container+Tools.swift:6:13: warning: 'store' \(why)\(reason) [registered-in-each-branch]",
                "Container+Tools.swift:8:13: warning: 'store' \(why)\(reason) [registered-in-each-branch]"
            ])
        #expect(result.changes.isEmpty)
    }

    @Test("In a public hub it stays in Factory, with the reason, and the rest moves; an app's hub is internal, and it moves")
    func publicHub() throws {
        let container = """
            import FactoryKit

            extension Container {
                var clock: Factory<Clock> { self { Clock() } }
                #if DEBUG
                    var inspector: Factory<Inspector> { self { Inspector() } }
                #endif
            }

            """
        let types = "public final class Clock { public init() {} }\nstruct Inspector {}\n"
        let result = migrate(container, types: types)
        #expect(
            result.messages.filter { $0.id == .conditionalRegistration }.map(\.description) == [
                "Container+Tools.swift:6:13: warning: 'inspector' stays in Factory: it is declared under '#if DEBUG', and 'AppHub' is public (it registers the public 'Clock'): hubs that import it could not know the condition [conditional-registration]"
            ])
        let migrated = try #require(result.changes.first { $0.path == "Container+Tools.swift" }).migrated
        #expect(migrated.contains("AutoRegister(Clock.self, using: { Clock() })"))
        #expect(migrated.contains("var inspector: Factory<Inspector> { self { Inspector() } }"))

        // An app's hub stays internal (no module imports an app), and the registration moves.
        let inApp = migrate(container, types: types, inApp: true)
        #expect(!inApp.messages.contains { $0.kind == .untouched }, "\(inApp.messages)")
        #expect(try #require(inApp.changes.first { $0.path == "AppHub.swift" }).migrated == "import StaticHub\n\nenum AppHub {}\n")
        #expect(try #require(inApp.changes.first { $0.path == "Container+Tools.swift" }).migrated.contains("#if DEBUG\nextension AppHub {"))
    }
}
