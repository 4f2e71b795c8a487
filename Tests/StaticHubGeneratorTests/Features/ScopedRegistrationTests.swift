import Testing

@testable import StaticHubGenerator

@Suite("Scoped registrations")
struct ScopedRegistrationTests {
    private static let fixes =
        "register 'Checkout' with 'ScopedRegister(…, scope: Login.self, …)', or take '.provider(Cart.self)', which resolves the current instance on each 'make()'"

    /// Under a MainActor default too: a hub without isolation is then a main-actor hub, with
    /// the same error on the same line.
    @Test(
        "A singleton that resolves a scoped registration is a captive dependency, reported on the dependency",
        arguments: [DefaultIsolation.nonisolated, .mainActor])
    func singletonCapturesScoped(_ defaultIsolation: DefaultIsolation) {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    ScopedRegister(Cart.self, scope: Login.self, using: Cart.init),
                    SingletonRegister(Checkout.self, parameterTypes: Cart.self, using: Checkout.init),
                ]
            }
            """, defaultIsolation: defaultIsolation)
        #expect(
            printed(result) == [
                "Manifest.swift:4:58: error: captive dependency: the singleton 'Checkout' would keep the 'Login' instance of 'Cart' after 'resetScope(Login.self)' (Checkout → Cart); \(Self.fixes)"
            ])
        #expect(result.output == nil)
    }

    @Test("Through registrations made on each resolve, with the path and a note on each further edge")
    func weakSingletonCapturesThroughTransient() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    ScopedRegister(Token.self, scope: Login.self, using: Token.init),
                    AutoRegister(Cart.self, parameterTypes: .optional(Token.self), using: Cart.init),
                    WeakSingletonRegister(Checkout.self, parameterTypes: Cart.self, using: Checkout.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:5:62: error: captive dependency: the weak singleton 'Checkout' would keep the 'Login' instance of 'Token' after 'resetScope(Login.self)' (Checkout → Cart → Token); \(Self.fixes)
                Manifest.swift:4:59: note: 'Cart' depends on 'Token' here
                """
            ])
    }

    @Test("A long path is shown by its ends, with notes on the edges there")
    func longPath() throws {
        let chain = (1..<12).map { "AutoRegister(T\($0).self, parameterTypes: T\($0 - 1).self, using: T\($0).init)," }
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    ScopedRegister(Cart.self, scope: Login.self, using: Cart.init),
                    AutoRegister(T0.self, parameterTypes: Cart.self, using: T0.init),
                    \(chain.joined(separator: "\n"))
                    SingletonRegister(Checkout.self, parameterTypes: T11.self, using: Checkout.init),
                ]
            }
            """)
        let report = try #require(printed(result).first)
        #expect(report.contains("(Checkout → T11 → T10 → T9 → … 6 more … → T2 → T1 → T0 → Cart)"))
        #expect(report.split(separator: "\n").count == 1 + 8)
    }

    @Test("A scoped registration that resolves one of another scope")
    func scopedCapturesOtherScope() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    ScopedRegister(Token.self, scope: Login.self, using: Token.init),
                    ScopedRegister(Items.self, scope: Basket.self, parameterTypes: Token.self, using: Items.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:4:72: error: captive dependency: the 'Basket'-scoped 'Items' would keep the 'Login' instance of 'Token' after 'resetScope(Login.self)' (Items → Token); "
                    + "register 'Items' with 'ScopedRegister(…, scope: Login.self, …)', or take '.provider(Token.self)', which resolves the current instance on each 'make()'"
            ])
    }

    @Test("Legal: a provider, the same scope, a singleton taken by a scoped registration, a transient dependent")
    func legalShapes() throws {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    SingletonRegister(Settings.self, using: Settings.init),
                    ScopedRegister(Token.self, scope: Login.self, parameterTypes: Settings.self, using: Token.init),
                    ScopedRegister(Cart.self, scope: Login.self, parameterTypes: Token.self, using: Cart.init),
                    SingletonRegister(Monitor.self, parameterTypes: .provider(Token.self), using: Monitor.init),
                    ScopedRegister(Items.self, scope: Basket.self, parameterTypes: .provider(Cart.self), using: Items.init),
                    AutoRegister(Screen.self, parameterTypes: Cart.self, Items.self, using: Screen.init),
                ]
            }
            """)
        #expect(printed(result) == [])
        try expectGolden(try #require(result.output))
    }

    @Test("An importing hub resets the scopes of what it imports, and its singletons cannot capture them")
    func imported() {
        let library = """
            enum Library {
                static let manifest: [HubRegistration] = [
                    ScopedRegister(Cart.self, scope: Login.self, using: Cart.init),
                ]
            }
            """
        let legal = generate([
            "Library.swift": library,
            "Manifest.swift": """
            enum App {
                static let manifest: [HubRegistration] = [
                    HubImport(Library.self),
                    AutoRegister(Screen.self, parameterTypes: Cart.self, using: Screen.init),
                ]
            }
            """
        ])
        #expect(printed(legal) == [])
        #expect((legal.output ?? "").components(separatedBy: "static func resetScope(_ scope: Login.Type) {").count == 3)

        let captive = generate([
            "Library.swift": library,
            "Manifest.swift": """
            enum App {
                static let manifest: [HubRegistration] = [
                    HubImport(Library.self),
                    SingletonRegister(Checkout.self, parameterTypes: Cart.self, using: Checkout.init),
                ]
            }
            """
        ])
        #expect(
            printed(captive) == [
                "Manifest.swift:4:58: error: captive dependency: the singleton 'Checkout' would keep the 'Login' instance of 'Cart' after 'resetScope(Login.self)' (Checkout → Cart); \(Self.fixes)"
            ])
    }

    @Test("A scoped registration that reaches a requirement is open: each providing importer keeps its own instances per generation")
    func openScoped() throws {
        let result = generate(
            """
            enum Library {
                static let manifest: [HubRegistration] = [
                    HubRequirement(Config.self),
                    ScopedRegister(Session.self, scope: Login.self, parameterTypes: Config.self, using: Session.init),
                ]
            }
            enum App {
                static let manifest: [HubRegistration] = [
                    HubImport(Library.self),
                    SingletonRegister(Config.self, using: Config.init),
                ]
            }
            """)
        #expect(printed(result) == [])
        let output = try #require(result.output)
        // Both hubs reset `Login`, the importer's copy of `Session` included.
        try expectGolden(output)
    }

    @Test(
        "Malformed scoped registrations",
        arguments: [
            (
                "ScopedRegister(Cart.self, using: Cart.init)",
                "Manifest.swift:3:9: error: 'ScopedRegister' needs the scope its instances live in, right after the type: 'scope: UserSession.self', where 'enum UserSession {}' is yours"
            ),
            (
                "ScopedRegister(Cart.self, scope: Login, using: Cart.init)",
                "Manifest.swift:3:42: error: expected the scope's marker type, as 'UserSession.self'"
            ),
            (
                "SingletonRegister(Cart.self, scope: Login.self, using: Cart.init)",
                "Manifest.swift:3:38: error: 'SingletonRegister' has no argument 'scope:'"
            ),
            (
                "AutoRegister(Cart.self, isolation: MainActor, using: Cart.init)",
                "Manifest.swift:3:44: error: expected a global actor, as 'isolation: MainActor.self'"
            ),
            (
                "CollectionRegister(Cart.self, isolation: MainActor.self, using: Cart.init)",
                "Manifest.swift:3:39: error: 'CollectionRegister' has no argument 'isolation:'"
            )
        ]
    )
    func malformed(_ registration: String, _ message: String) {
        let result = generate(registration: registration)
        #expect(printed(result) == [message])
        #expect(result.output == nil)
    }

    @Test("The graph shows a scoped registration's scope, and the actor a registration runs on")
    func graph() throws {
        let manifest = """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    ScopedRegister(Cart.self, scope: Login.self, isolation: MainActor.self, using: Cart.init),
                    AutoRegister(Screen.self, parameterTypes: Cart.self, using: Screen.init),
                ]
            }
            """
        let dot = try #require(GeneratorPipeline.graph([SourceInput(path: "Manifest.swift", text: manifest)], format: .dot).output)
        #expect(dot.contains(#"Hub_Cart [label="Cart\nscoped(Login) @MainActor", style=bold];"#))
        #expect(dot.contains(#"Hub_Screen [label="Screen\nauto @MainActor"];"#))
    }
}
