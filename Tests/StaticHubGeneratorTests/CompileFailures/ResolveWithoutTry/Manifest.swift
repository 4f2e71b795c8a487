// swift-format-ignore-file
import StaticHub

final class Database: Sendable {
    init() throws {}
}

struct Repository {
    init(database: Database) {}
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(Database.self, effects: .throws, using: Database.init),
        AutoRegister(Repository.self, parameterTypes: Database.self, using: Repository.init(database:)),
    ]
}

func loadScreen() {
    _ = Hub.resolveRepository()
}
