struct Endpoint: Sendable {
    let host: String
    let retries: Int
}

final class Session: Sendable {
    let endpoint: Endpoint

    init(endpoint: Endpoint) {
        self.endpoint = endpoint
    }
}

struct Report {
    let endpoint: Endpoint
}

struct Keychain: Sendable {
    let service: String
}

struct Vault: Sendable {
    let keychain: Keychain
}

final class Analytics: Sendable {
    let key: String

    init(key: String) {
        self.key = key
    }
}

struct Theme: Sendable {
    let name: String
}

@MainActor
final class Router {}

struct Address: Sendable {
    let user: String
}

struct Mailbox: Sendable {
    let address: Address
    let quota: Double
}

struct Inbox: Sendable {
    let owner: String
}

struct AppSettings: Sendable {
    var address = Address(user: "me")
    var quota = 1.0
}
