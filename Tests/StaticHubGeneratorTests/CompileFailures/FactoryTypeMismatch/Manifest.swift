// swift-format-ignore-file
import StaticHub

struct Badge {
    init(title: String, rank: Int) {}
}

struct Ribbon {
    init(color: String) {}
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Int.self, using: { 1 }),
        AutoRegister(String.self, using: { "gold" }),
        AutoRegister(Badge.self, parameterTypes: Int.self, String.self, using: Badge.init(title:rank:)),
    ]
}
