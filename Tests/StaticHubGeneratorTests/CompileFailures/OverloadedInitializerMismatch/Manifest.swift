// swift-format-ignore-file
import StaticHub

/// Referenced without labels: the declared parameter types pick among these, and none takes a `Double`.
struct Client {
    init(remote: String) {}
    init(remote: String, depth: Int) {}
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        Register(Client.self, parameterTypes: .explicit(Double.self), using: Client.init),
    ]
}
