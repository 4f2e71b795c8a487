// swift-format-ignore-file
import StaticHub

struct Config {
    init() throws {}
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Config.self, effects: [.async, .throws], using: Config.init),
    ]
}
