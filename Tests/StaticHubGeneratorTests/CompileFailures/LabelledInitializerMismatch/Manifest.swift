// swift-format-ignore-file
import StaticHub

/// Referenced without its label, with parameter types that do not match it.
struct Client {
    init(remote: String) {}
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Int.self, using: { 1 }),
        AutoRegister(Client.self, parameterTypes: Int.self, using: Client.init),
    ]
}
