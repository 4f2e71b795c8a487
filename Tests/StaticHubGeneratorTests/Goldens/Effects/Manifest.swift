// swift-format-ignore-file
import StaticHub

struct ConfigError: Error {}

protocol Config: Sendable {}
struct RemoteConfig: Config {
    static func load() async throws -> RemoteConfig { RemoteConfig() }
}

final class Database: Sendable {
    init(config: any Config) throws {}
}

protocol Clock: Sendable {}
struct SystemClock: Clock {
    init() async {}
}

struct Keychain: Sendable {
    init() throws {}
}

/// Declares no effects: it inherits `async throws` from the database.
struct Repository {
    init(database: Database, clock: any Clock) {}
}

struct Report {
    init(title: String, repository: Repository) throws {}
}

protocol Engine {}
struct V8: Engine {
    init() async {}
}

enum Dependency {}

extension Dependency {
    static let effects: [HubRegistration] = [
        AutoRegister((any Config).self, effects: [.async, .throws], using: RemoteConfig.load),
        SingletonRegister(Database.self, effects: .throws, parameterTypes: (any Config).self, using: Database.init(config:)),
        SingletonRegister((any Clock).self, effects: .async, using: SystemClock.init),
        SingletonRegister(Keychain.self, effects: .throws) {
            try Keychain()
        },
        AutoRegister(Repository.self, parameterTypes: Database.self, (any Clock).self, using: Repository.init(database:clock:)),
        Register(Report.self, effects: .throws, parameterTypes: .explicit(String.self), .resolved(Repository.self), using: Report.init(title:repository:)),
        OpaqueAutoRegister((any Engine).self, effects: .async, using: V8.init),
    ]
}
