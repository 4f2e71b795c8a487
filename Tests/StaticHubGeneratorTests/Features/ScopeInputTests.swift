import Testing

@testable import StaticHubGenerator

/// `ScopeInput(T.self, scope: S.self)`: what the manifest may say, the captive-dependency
/// rules it shares with scoped registrations, and how the graph shows it.
@Suite("Scope inputs")
struct ScopeInputTests {
    @Test("A singleton that takes a scope input is a captive dependency, with both fixes")
    func singletonCapturesInput() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    ScopeInput(Settings.self, scope: Session.self),
                    SingletonRegister(Client.self, parameterTypes: Settings.self, using: Client.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:4:56: error: captive dependency: the singleton 'Client' would keep the 'Session' instance of 'Settings' after "
                    + "'resetScope(Session.self)' (Client → Settings); register 'Client' with 'ScopedRegister(…, scope: Session.self, …)', "
                    + "or take '.provider(Settings.self)', which resolves the current instance on each 'make()'"
            ])
        #expect(result.output == nil)
    }

    @Test("A scoped registration of the same scope, a transient, and a provider may take it")
    func allowedDependents() throws {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    ScopeInput(Settings.self, scope: Session.self),
                    ScopedRegister(Client.self, scope: Session.self, parameterTypes: Settings.self, using: Client.init),
                    AutoRegister(Screen.self, parameterTypes: Client.self, using: Screen.init),
                    SingletonRegister(Monitor.self, parameterTypes: .provider(Settings.self), using: Monitor.init),
                ]
            }
            """)
        #expect(printed(result) == [])
        let output = try #require(result.output)
        try expectGolden(output)
    }

    @Test("Its labels in startScope: the accessor's name without 'resolve', lowercased as Swift names are")
    func labels() throws {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    ScopeInput(URLSettings.self, scope: Session.self),
                    ScopeInput((any ClientSettings).self, scope: Session.self),
                    ScopeInput(String.self, scope: Session.self, tag: Key.self),
                    ScopeInput(Int.self, scope: Session.self, name: "retryCount"),
                ]
            }
            """)
        #expect(printed(result) == [])
        let output = try #require(result.output)
        try expectGolden(output)
    }

    @Test(
        "Malformed scope inputs",
        arguments: [
            (
                "ScopeInput(Settings.self)",
                "Manifest.swift:3:9: error: 'ScopeInput' needs the scope whose 'startScope' binds it, right after the type: 'scope: UserSession.self', where 'enum UserSession {}' is yours"
            ),
            (
                "ScopeInput(Settings.self, scope: Session)",
                "Manifest.swift:3:42: error: expected the scope's marker type, as 'UserSession.self'"
            ),
            (
                "ScopeInput(Settings.self, scope: Session.self, using: Settings.init)",
                "Manifest.swift:3:56: error: 'ScopeInput' has no argument 'using:'"
            ),
            (
                "ScopeInput(Settings.self, scope: Session.self, isolation: MainActor.self)",
                "Manifest.swift:3:56: error: 'ScopeInput' has no argument 'isolation:'"
            ),
            (
                "ScopeInput(Settings.self, Session.self)",
                "Manifest.swift:3:35: error: unexpected unlabelled argument in 'ScopeInput'; parameter types follow 'parameterTypes:'"
            ),
            (
                "ScopeInput(scope: Session.self)",
                "Manifest.swift:3:20: error: 'ScopeInput' needs the registered type first, written as 'SomeType.self'"
            ),
            (
                "ScopeInput(Settings.self, scope: Session.self) { Settings() }",
                "Manifest.swift:3:56: error: expected a registration such as 'AutoRegister(…)' in a '[HubRegistration]' manifest"
            ),
            (
                "ScopeInput(Settings.self, scope: Session.self, parameterTypes: Store.self)",
                "Manifest.swift:3:56: error: a 'ScopeInput' takes 'parameterTypes:' only for its 'default:', which makes its value until the first 'startScope': add 'default:' after them, or remove them"
            ),
            (
                "ScopeInput(Settings.self, scope: Session.self, default:)",
                "Manifest.swift:3:56: error: 'ScopeInput' needs a factory: add 'default: SomeType.init'"
            ),
            (
                "ScopeInput(Settings.self, scope: Session.self, parameterTypes: A.self, B.self, C.self, D.self, E.self, default: Settings.init)",
                "Manifest.swift:3:104: error: 'ScopeInput' takes at most 4 parameter types, and this one has 5; group some dependencies into one type (a struct of them) and register that"
            ),
            (
                "ScopeInput(Settings.self, scope: Session.self, parameterTypes: Store.self, default: Settings.init(a:b:))",
                "Manifest.swift:3:93: error: factory 'Settings.init(a:b:)' names 2 arguments but 1 parameter type is declared"
            )
        ]
    )
    func malformed(_ registration: String, _ message: String) {
        let result = generate(registration: registration)
        #expect(printed(result) == [message])
        #expect(result.output == nil)
    }

    @Test("A default that would suspend, throw or leave the hub's actor is an error on its factory")
    func defaultWithEffects() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    AutoRegister(Store.self, effects: .async, using: Store.init),
                    ScopeInput(Settings.self, scope: Session.self, parameterTypes: Store.self, default: Settings.init(store:)),
                    AutoRegister(Screen.self, isolation: MainActor.self, using: Screen.init),
                    ScopeInput(Theme.self, scope: Session.self, parameterTypes: Screen.self, default: Theme.init(screen:)),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:4:93: error: the default of input 'Settings' would be async: 'startScope' makes it as a default argument, which can neither await, throw nor change actors; "
                    + "give the input a default without effects, or none (then 'startScope' needs it)",
                "Manifest.swift:6:91: error: the default of input 'Theme' would be isolated to 'MainActor': 'startScope' makes it as a default argument, which can neither await, throw nor change actors; "
                    + "give the input a default without effects, or none (then 'startScope' needs it)"
            ])
        #expect(result.output == nil)
    }

    @Test("A default that reaches its own scope is an error: startScope would read the generation it ends")
    func defaultReachingItsScope() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    ScopeInput(Settings.self, scope: Session.self),
                    AutoRegister(Store.self, parameterTypes: Settings.self, using: Store.init),
                    ScopeInput(Keychain.self, scope: Session.self, parameterTypes: Store.self, default: Keychain.init(store:)),
                    ScopeInput(Theme.self, scope: Other.self, parameterTypes: Store.self, default: Theme.init(store:)),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:5:93: error: the default of input 'Keychain' reaches 'Settings' of its own scope 'Session', which 'startScope' would read from the generation it ends; "
                    + "make the default from registrations outside 'Session', or give the input no default",
                // Its other-scope default is the captive-dependency rule's: a scoped registration of
                // 'Other' reaching 'Session'.
                "Manifest.swift:6:67: error: captive dependency: the 'Other'-scoped 'Theme' would keep the 'Session' instance of 'Settings' after "
                    + "'resetScope(Session.self)' (Theme → Store → Settings); register 'Theme' with 'ScopedRegister(…, scope: Session.self, …)', "
                    + "or take '.provider(Store.self)', which resolves the current instance on each 'make()'\n"
                    + "Manifest.swift:4:50: note: 'Store' depends on 'Settings' here"
            ])
        #expect(result.output == nil)
    }

    @Test("The graph shows an input with its scope")
    func graph() throws {
        let manifest = """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    ScopeInput(Settings.self, scope: Session.self),
                    ScopedRegister(Client.self, scope: Session.self, parameterTypes: Settings.self, using: Client.init),
                ]
            }
            """
        let dot = try #require(GeneratorPipeline.graph([SourceInput(path: "Manifest.swift", text: manifest)], format: .dot).output)
        #expect(dot.contains(#"Hub_Settings [label="Settings\ninput(Session)", style=bold];"#), "\(dot)")
    }
}
