import Testing
@testable import StaticHubGenerator

/// `ScopeInput(T.self, scope: S.self)`: what the manifest may say, the captive-dependency
/// rules it shares with scoped registrations, and how the graph shows it.
@Suite("Scope inputs")
struct ScopeInputTests {
    @Test("A singleton that takes a scope input is a captive dependency, with both fixes")
    func singletonCapturesInput() {
        let result = generate("""
            enum Hub {
                static let manifest: [HubRegistration] = [
                    ScopeInput(Settings.self, scope: Session.self),
                    SingletonRegister(Client.self, parameterTypes: Settings.self, using: Client.init),
                ]
            }
            """)
        #expect(printed(result) == [
            "Manifest.swift:4:56: error: captive dependency: the singleton 'Client' would keep the 'Session' instance of 'Settings' after "
                + "'resetScope(Session.self)' (Client → Settings); register 'Client' with 'ScopedRegister(…, scope: Session.self, …)', "
                + "or take '.provider(Settings.self)', which resolves the current instance on each 'make()'",
        ])
        #expect(result.output == nil)
    }

    @Test("A scoped registration of the same scope, a transient, and a provider may take it")
    func allowedDependents() throws {
        let result = generate("""
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
        #expect(output.contains("static func startScope(_ scope: Session.Type, settings input0: Settings) {"))
        #expect(output.contains("static func isScopeStarted(_ scope: Session.Type) -> Bool {"))
        #expect(output.contains("static let _inputsSession = HubScopeInputs<Settings>(scope: Session.self)"))
    }

    @Test("Its labels in startScope: the accessor's name without 'resolve', lowercased as Swift names are")
    func labels() throws {
        let result = generate("""
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
        #expect(output.contains(
            "static func startScope(_ scope: Session.Type, urlSettings input0: URLSettings, clientSettings input1: any ClientSettings, "
                + "stringKey input2: String, retryCount input3: Int) {"
        ))
        #expect(output.contains("_inputsSession.start((input0, input1, input2, input3))"))
    }

    @Test(
        "Malformed scope inputs",
        arguments: [
            ("ScopeInput(Settings.self)", "Manifest.swift:3:9: error: 'ScopeInput' needs the scope whose 'startScope' binds it, right after the type: 'scope: UserSession.self', where 'enum UserSession {}' is yours"),
            ("ScopeInput(Settings.self, scope: Session)", "Manifest.swift:3:42: error: expected the scope's marker type, as 'UserSession.self'"),
            ("ScopeInput(Settings.self, scope: Session.self, using: Settings.init)", "Manifest.swift:3:56: error: 'ScopeInput' has no argument 'using:'"),
            ("ScopeInput(Settings.self, scope: Session.self, isolation: MainActor.self)", "Manifest.swift:3:56: error: 'ScopeInput' has no argument 'isolation:'"),
            ("ScopeInput(Settings.self, Session.self)", "Manifest.swift:3:35: error: unexpected unlabelled argument in 'ScopeInput'; parameter types follow 'parameterTypes:'"),
            ("ScopeInput(scope: Session.self)", "Manifest.swift:3:20: error: 'ScopeInput' needs the registered type first, written as 'SomeType.self'"),
            ("ScopeInput(Settings.self, scope: Session.self) { Settings() }", "Manifest.swift:3:56: error: expected a registration such as 'AutoRegister(…)' in a '[HubRegistration]' manifest"),
        ]
    )
    func malformed(_ registration: String, _ message: String) {
        let result = generate(registration: registration)
        #expect(printed(result) == [message])
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
