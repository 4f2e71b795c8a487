import Testing

@testable import StaticHubGenerator

/// The generator's errors for task scopes (`TaskScope(S.self)`), each on the token at fault.
private let server = [
    "Server/ServerHub.swift": """
    import StaticHub
    public enum RequestScope {}
    public final class Transaction: Sendable { public init() {} }
    public enum ServerHub {}
    extension ServerHub {
        public static let all: [HubRegistration] = [
            TaskScope(RequestScope.self),
            ScopedRegister(Transaction.self, scope: RequestScope.self, using: Transaction.init),
        ]
    }
    """
]

@Suite("Task scope checks")
struct TaskScopeChecksTests {
    @Test("A singleton that reaches a task-scoped registration is a captive dependency, named for the scope's withScope")
    func captiveSingleton() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    TaskScope(Request.self),
                    ScopedRegister(Transaction.self, scope: Request.self, using: Transaction.init),
                    AutoRegister(Repository.self, parameterTypes: Transaction.self, using: Repository.init),
                    SingletonRegister(Cache.self, parameterTypes: Repository.self, using: Cache.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                """
                Manifest.swift:6:55: error: captive dependency: the singleton 'Cache' would keep the 'Request' instance of 'Transaction' after its 'withScope(Request.self, …)' ends (Cache → Repository → Transaction); register 'Cache' with 'ScopedRegister(…, scope: Request.self, …)', or take '.provider(Repository.self)', which resolves the current instance on each 'make()'
                Manifest.swift:5:55: note: 'Repository' depends on 'Transaction' here
                """
            ])
        #expect(result.output == nil)
    }

    @Test("A registration of a process scope, or of another task scope, that reaches a task-scoped one is a captive dependency")
    func captiveScoped() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    TaskScope(Request.self),
                    TaskScope(Batch.self),
                    ScopedRegister(Transaction.self, scope: Request.self, using: Transaction.init),
                    ScopedRegister(Profile.self, scope: Session.self, parameterTypes: Transaction.self, using: Profile.init),
                    ScopedRegister(Job.self, scope: Batch.self, parameterTypes: Transaction.self, using: Job.init),
                ]
            }
            """)
        // Up to the path: the rest is the captive-dependency message every scope shares.
        #expect(
            printed(result).map { String($0.prefix { $0 != "(" }) } == [
                "Manifest.swift:6:75: error: captive dependency: the 'Session'-scoped 'Profile' would keep the 'Request' instance of 'Transaction' after its 'withScope",
                "Manifest.swift:7:69: error: captive dependency: the 'Batch'-scoped 'Job' would keep the 'Request' instance of 'Transaction' after its 'withScope"
            ])
    }

    @Test("A scope declared a task scope twice, or with nothing in it, is reported on the TaskScope line")
    func declarations() {
        let result = generate(
            """
            enum Hub {
                static let manifest: [HubRegistration] = [
                    TaskScope(Request.self),
                    TaskScope(Request.self),
                    TaskScope(Idle.self),
                    ScopedRegister(Transaction.self, scope: Request.self, using: Transaction.init),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:4:19: error: 'Request' is already a task scope of 'Hub': remove this 'TaskScope'",
                "Manifest.swift:5:19: error: task scope 'Idle' has no registration: add 'ScopedRegister(…, scope: Idle.self, …)' or 'ScopeInput(…, scope: Idle.self)' to this manifest, or remove the 'TaskScope'"
            ])
    }

    @Test("A registration or input of a task scope another hub declares is reported on its scope, naming that hub")
    func anotherHubsScope() {
        let result = generate(
            """
            enum Server {
                static let manifest: [HubRegistration] = [
                    TaskScope(Request.self),
                    ScopedRegister(Transaction.self, scope: Request.self, using: Transaction.init),
                ]
            }
            enum Admin {
                static let manifest: [HubRegistration] = [
                    ScopeInput(String.self, scope: Request.self),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:9:40: error: 'Request' is a task scope of 'Server', whose 'withScope' holds its instances: move this 'ScopeInput' to a manifest of 'Server' (hubs that import it resolve it there), or give it a scope of its own"
            ])
    }

    @Test("A task scope another hub of the target declares already is reported on the second TaskScope, naming the first hub")
    func declaredByTwoHubs() {
        let result = generate(
            """
            enum Server {
                static let manifest: [HubRegistration] = [
                    TaskScope(Request.self),
                    ScopedRegister(Transaction.self, scope: Request.self, using: Transaction.init),
                ]
            }
            enum Admin {
                static let manifest: [HubRegistration] = [
                    TaskScope(Request.self),
                    ScopeInput(String.self, scope: Request.self),
                ]
            }
            """)
        #expect(
            printed(result) == [
                "Manifest.swift:9:19: error: 'Request' is already a task scope of 'Server', whose 'withScope' holds its instances: remove this 'TaskScope' and move this hub's registrations of it to 'Server', or give this hub a marker type of its own"
            ])
        #expect(result.output == nil)
    }

    @Test("onScopeEnd: on a registration of a process-wide scope says to declare the task scope")
    func scopeEndOnProcessScope() {
        let result = generate(
            registration: "ScopedRegister(Transaction.self, scope: Session.self, using: Transaction.init, onScopeEnd: { $0.close() })")
        #expect(
            printed(result) == [
                "Manifest.swift:3:100: error: 'onScopeEnd:' runs when a 'withScope' ends, and 'Session' is a process-wide scope, which never ends that way: declare 'TaskScope(Session.self)' in this hub's manifest, or remove 'onScopeEnd:'"
            ])
    }

    @Test(
        "A malformed TaskScope or onScopeEnd: is reported where it is written",
        arguments: [
            ("TaskScope(scope: Request.self)", "Manifest.swift:3:19: error: expected the scope's marker type, as 'UserSession.self'"),
            ("TaskScope()", "Manifest.swift:3:19: error: expected the scope's marker type, as 'UserSession.self'")
        ])
    func malformed(_ registration: String, _ message: String) {
        #expect(printed(generate(registration: registration)) == [message])
    }

    @Test(
        "An importer resolves a library's task-scoped registration through it, with no reset of its own; its singleton that reaches one is reported"
    )
    func acrossModules() throws {
        let importer = generate(
            """
            import Server
            enum AppHub {}
            extension AppHub {
                static let all: [HubRegistration] = [
                    HubImport(ServerHub.self),
                    AutoRegister(Repository.self, parameterTypes: Transaction.self, using: Repository.init),
                ]
            }
            """, dependencies: [("Server", server)])
        #expect(printed(importer) == [])
        let output = try #require(importer.output)
        #expect(!output.contains("func resetScope") && !output.contains("func withScope"))
        let captive = generate(
            """
            import Server
            enum AppHub {}
            extension AppHub {
                static let all: [HubRegistration] = [
                    HubImport(ServerHub.self),
                    SingletonRegister(Repository.self, parameterTypes: Transaction.self, using: Repository.init),
                ]
            }
            """, dependencies: [("Server", server)])
        #expect(
            printed(captive).map { String($0.prefix { $0 != "(" }) } == [
                "Manifest.swift:6:60: error: captive dependency: the singleton 'Repository' would keep the 'RequestScope' instance of 'Transaction' after its 'withScope"
            ])
        let redeclared = generate(
            """
            import Server
            enum AppHub {}
            extension AppHub {
                static let all: [HubRegistration] = [
                    HubImport(ServerHub.self),
                    TaskScope(RequestScope.self),
                    ScopeInput(Int.self, scope: RequestScope.self),
                ]
            }
            """, dependencies: [("Server", server)])
        #expect(
            printed(redeclared) == [
                "Manifest.swift:6:19: error: 'RequestScope' is already a task scope of 'ServerHub', whose 'withScope' holds its instances: remove this 'TaskScope' and move this hub's registrations of it to 'ServerHub', or give this hub a marker type of its own"
            ])
    }
}
