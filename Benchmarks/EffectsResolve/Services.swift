// The services of the effects benchmark: a throwing chain, and a singleton fetched
// asynchronously. Classes, so every contender allocates the same objects.

struct KeychainLocked: Error {}

final class Keychain: Sendable {
    init(unlocked: Bool) throws {
        guard unlocked else { throw KeychainLocked() }
    }
}

final class Session: Sendable {
    let keychain: Keychain

    init(keychain: Keychain) {
        self.keychain = keychain
    }
}

final class Account: Sendable {
    let session: Session

    init(session: Session) throws {
        self.session = session
    }
}

final class Settings: Sendable {
    /// Run-time work, so that a `static let` of it is created lazily, as a real singleton is.
    init() {
        precondition(keychainUnlocked)
    }

    static func fetch() async throws -> Settings {
        await Task.yield()
        return Settings()
    }
}

/// A singleton whose creation throws.
final class Ledger: Sendable {
    init() throws {
        guard keychainUnlocked else { throw KeychainLocked() }
    }
}

/// Whether the keychain opens: set at run time by `main.swift`.
nonisolated(unsafe) var keychainUnlocked = false
