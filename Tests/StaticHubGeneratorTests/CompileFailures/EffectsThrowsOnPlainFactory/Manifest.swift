// swift-format-ignore-file
import StaticHub

struct Keychain {
    init() {}
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Keychain.self, effects: .throws, using: Keychain.init),
    ]
}
