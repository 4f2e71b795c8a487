// swift-format-ignore-file
import StaticHub

struct Keychain {
    init() throws {}
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(Keychain.self, using: Keychain.init),
    ]
}
