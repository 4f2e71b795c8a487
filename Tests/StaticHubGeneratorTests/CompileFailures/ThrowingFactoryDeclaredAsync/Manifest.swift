// swift-format-ignore-file
import StaticHub

struct Config {
    static func load() async throws -> Config { Config() }
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Config.self, effects: .async, using: Config.load),
    ]
}
