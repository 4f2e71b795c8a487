// swift-format-ignore-file
import StaticHub

enum StorageError: Error {
    case offline
    case locked
}

struct KeychainError: Error {}

protocol Config: Sendable {}
struct RemoteConfig: Config {
    static func load() async throws(StorageError) -> RemoteConfig { RemoteConfig() }
}

final class Database: Sendable {
    init(config: any Config) throws(StorageError) {}
}

/// Declares nothing: it inherits `async throws(StorageError)`.
struct Repository {
    init(database: Database) {}
}

struct Keychain: Sendable {
    init() throws(KeychainError) {}
}

/// Its dependencies throw two error types, so it throws `any Error`.
struct Session {
    init(repository: Repository, keychain: Keychain, user: String) {}
}

protocol Engine {}
struct V8: Engine {
    init() throws(StorageError) {}
}

enum Dependency {}

extension Dependency {
    static let storage: [HubRegistration] = [
        AutoRegister((any Config).self, effects: [.async, .throws(StorageError.self)], using: RemoteConfig.load),
        SingletonRegister(Database.self, effects: .throws(StorageError.self), parameterTypes: (any Config).self, using: Database.init(config:)),
        AutoRegister(Repository.self, parameterTypes: Database.self, using: Repository.init(database:)),
        SingletonRegister(Keychain.self, effects: .throws(KeychainError.self), using: Keychain.init),
        Register(
            Session.self,
            parameterTypes: .resolved(Repository.self), .resolved(Keychain.self), .explicit(String.self),
            using: Session.init(repository:keychain:user:)
        ),
        OpaqueAutoRegister((any Engine).self, effects: .throws(StorageError.self), using: V8.init),
    ]
}
