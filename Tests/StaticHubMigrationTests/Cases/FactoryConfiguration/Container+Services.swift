import FactoryKit

extension Container {
    // Configured at launch with plain values: it moves to a scope of its own.
    var endpoint: Factory<Endpoint> {
        self { Endpoint(host: "localhost", retries: 1) }.singleton
    }

    // Shared, and made from the configured endpoint: it stays, with what to do.
    var session: Factory<Session> {
        self { Session(endpoint: self.endpoint()) }.singleton
    }

    // A new one each time: it moves, made from the scope's endpoint.
    var report: Factory<Report> {
        self { Report(endpoint: self.endpoint()) }
    }

    // Configured with a value it resolves: it stays.
    var keychain: Factory<Keychain> {
        self { Keychain(service: "app") }.cached
    }

    var vault: Factory<Vault> {
        self { Vault(keychain: self.keychain()) }.cached
    }

    // Made at launch, and nothing before: an input without a default.
    var analytics: Factory<Analytics> {
        self { fatalError("configured at launch") }
    }

    // Made by a member of the container before configuration: it stays.
    var theme: Factory<Theme> {
        self { self.defaultTheme() }.cached
    }

    func defaultTheme() -> Theme {
        Theme(name: "light")
    }

    var locale: Factory<Locale> {
        self { Locale(identifier: "de") }.singleton
    }

    // Configured with what its closure captures (clerk-ios's shape): it moves to a scope, and
    // each name captured with a value of its own is spelled out where the scope starts.
    var appSettings: Factory<AppSettings> {
        self { .init() }.cached
    }

    var mailbox: Factory<Mailbox> {
        self { Mailbox(address: Address(user: "nobody"), quota: 0.5) }.cached
    }

    // Captured weakly: what the closure would read later is not what a start would read now.
    var inbox: Factory<Inbox> {
        self { Inbox(owner: "nobody") }.cached
    }

    // A main-actor value, registered again: a scope input of a hub that is not isolated
    // could not make or bind it, so it stays.
    var router: Factory<Router> {
        self { Router() }.singleton
    }
}
