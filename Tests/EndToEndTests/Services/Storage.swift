import Foundation

/// Services whose creation throws or suspends, for the effects tests.
struct StorageError: Error, Equatable {
    let reason: String
}

protocol Config: Sendable {
    var databaseName: String { get }
}

struct RemoteConfig: Config {
    let databaseName: String

    /// Suspends like a network fetch.
    static func load() async throws -> RemoteConfig {
        try await Task.sleep(nanoseconds: 1_000)
        return RemoteConfig(databaseName: "remote.sqlite")
    }
}

/// Opens only with a configuration; its creation throws.
final class Database: Sendable {
    let name: String

    init(config: any Config) throws {
        guard !config.databaseName.isEmpty else { throw StorageError(reason: "no database name") }
        name = config.databaseName
    }
}

/// Declares no effects: it inherits `async throws` from the database.
struct NoteRepository {
    let database: Database
}

/// Throws, with an explicit argument.
struct NoteReport {
    let title: String
    let repository: NoteRepository

    init(title: String, repository: NoteRepository) throws {
        guard !title.isEmpty else { throw StorageError(reason: "untitled") }
        self.title = title
        self.repository = repository
    }
}

protocol Keychain: Sendable {
    var token: String { get }
}

struct SystemKeychain: Keychain {
    let token = "system-token"

    init() throws {}
}

protocol Renderer {
    var name: String { get }
}

struct MetalRenderer: Renderer {
    let name = "metal"

    init() async {}
}

/// Counts creation attempts, and fails the ones it is told to.
final class AttemptLog: @unchecked Sendable {
    // @unchecked: every property is only touched while holding `lock`.
    private let lock = NSLock()
    private var attempts = 0
    private let failing: Set<Int>

    init(failingAttempts: Set<Int> = []) {
        failing = failingAttempts
    }

    var count: Int { lock.withLock { attempts } }

    /// Records an attempt; throws if it is one of the failing ones.
    func attempt() throws {
        let number = lock.withLock { () -> Int in
            attempts += 1
            return attempts
        }
        if failing.contains(number) { throw StorageError(reason: "attempt \(number) fails") }
    }

    static let asyncOnce = AttemptLog()
    static let asyncRetried = AttemptLog(failingAttempts: [1])
    static let syncRetried = AttemptLog(failingAttempts: [1])
}

/// An async singleton that is slow to create, so concurrent first resolves overlap.
final class Warehouse: Sendable {
    init() async throws {
        try AttemptLog.asyncOnce.attempt()
        try await Task.sleep(nanoseconds: 20_000_000)
    }
}

/// An async singleton whose first creation fails.
final class Mirror: Sendable {
    init() async throws {
        try await Task.sleep(nanoseconds: 20_000_000)
        try AttemptLog.asyncRetried.attempt()
    }
}

/// A synchronous singleton whose first creation fails.
final class Ledger: Sendable {
    init() throws {
        try AttemptLog.syncRetried.attempt()
    }
}

/// Isolated to the main actor, created asynchronously.
@MainActor
final class ProfileSession {
    let user: String

    init() async throws {
        try await Task.sleep(nanoseconds: 1_000)
        user = "ada"
    }
}

@MainActor
final class ProfileScreen {
    let session: ProfileSession

    init(session: ProfileSession) {
        self.session = session
    }
}

/// Typed throws: everything on the vault's path throws only this.
enum VaultError: Error, Equatable {
    case sealed
    case tampered(attempt: Int)
}

/// Opens only when told to.
final class Vault: Sendable {
    nonisolated(unsafe) static var isSealed = false

    init() throws(VaultError) {
        if Vault.isSealed { throw .sealed }
    }
}

/// Declares no effects: inherits `throws(VaultError)`.
struct VaultReader {
    let vault: Vault
}

struct Receipt {
    let number: Int

    init(number: Int, reader: VaultReader) async throws(VaultError) {
        guard number > 0 else { throw .tampered(attempt: number) }
        self.number = number
    }
}
