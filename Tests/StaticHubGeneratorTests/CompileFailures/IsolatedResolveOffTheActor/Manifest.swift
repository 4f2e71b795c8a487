// swift-format-ignore-file
import StaticHub

/// Not Sendable: legal as a singleton on its actor only.
final class Cache {
    var items: [String] = []
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(Cache.self, isolation: MainActor.self, using: Cache.init),
    ]
}

func readOffTheActor() -> Cache { Hub.resolve(Cache.self) }
