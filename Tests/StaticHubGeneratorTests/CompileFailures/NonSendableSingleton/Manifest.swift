// swift-format-ignore-file
import StaticHub

/// Mutable and not Sendable: sharing one instance from a non-isolated hub is a data race.
final class Cache {
    var items: [String] = []
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(Cache.self, using: Cache.init),
    ]
}
