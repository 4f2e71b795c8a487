import FactoryKit

extension Scope {
    static let session = Cached()
}

extension Container {
    var clock: Factory<any Clock> {
        self { SystemClock() }
    }

    var backupClock: Factory<any Clock> {
        self { FixedClock(now: 7) }.onTest { FixedClock(now: 99) }
    }

    var api: Factory<any APIClient> {
        self { LiveAPIClient(clock: self.clock()) }.singleton
    }

    var settings: Factory<Settings> {
        self { Settings(clock: clock()) }.cached
    }

    var store: Factory<Store> {
        self { @MainActor in Store() }.singleton
    }

    var greeter: ParameterFactory<String, Greeter> {
        self { name in Greeter(name: name, api: Container.shared.api()) }
    }

    var cart: Factory<Cart> {
        self { Cart() }.scope(.session)
    }

    var token: Factory<Token> {
        Factory(self) { Token() }.shared
    }

    // Several statements, and Factory's explicit resolve.
    var box: Factory<Box<Int>> {
        self {
            let base = self.clock.resolve().now
            return Box<Int>(value: base / 14)
        }
    }

    var backend: Factory<Backend> {
        self { Backend(host: "localhost", port: 8080) }.cached
    }

    var uploader: Factory<Uploader> {
        self { Uploader(backend: self.backend()) }
    }

    // Configured from a value its closure captures under a name of its own.
    var signature: Factory<Signature> {
        self { Signature(name: "nobody") }.cached
    }

    var greeting: Factory<any Greeting> {
        self { PlainGreeting() }.singleton
    }

    var tally: Factory<Tally> {
        self { Tally() }
    }

    // Another name for a registration.
    var timeSource: Factory<any Clock> { clock }

    // A statement run only for its effect, which resolves a registration.
    var auditLog: Factory<AuditLog> {
        self {
            _ = self.greeting()
            return AuditLog(clock: self.timeSource())
        }
    }

    // A parameter that is a tuple, its elements written '$0' and '$1'.
    var label: ParameterFactory<(String, Int), Label> {
        self { Label(text: $0, count: $1) }
    }

    // A value the getter binds before the registration, which its closure captures.
    var banner: Factory<Banner> {
        let prefix = "v"
        return Factory(self) { Banner(prefix: prefix, clock: self.clock()) }
    }

    #if DEBUG
        // Debug builds only: it moves into a manifest under the same '#if'.
        var inspector: Factory<Inspector> {
            self { Inspector(clock: self.clock()) }
        }
    #endif

    // One name in each branch: alternatives, each in its branch's manifest.
    #if DEBUG
        var buildLabel: Factory<BuildLabel> {
            self { BuildLabel(text: "debug build") }.singleton
        }
    #else
        var buildLabel: Factory<BuildLabel> {
            self { BuildLabel(text: "release build") }
        }
    #endif
}
