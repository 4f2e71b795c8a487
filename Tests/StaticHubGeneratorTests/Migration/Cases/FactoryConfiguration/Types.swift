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
