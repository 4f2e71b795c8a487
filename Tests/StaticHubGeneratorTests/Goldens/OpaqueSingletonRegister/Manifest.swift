// swift-format-ignore-file
import StaticHub

protocol Cache: Sendable {}
final class MemoryCache: Cache {}

enum Dependency {}

extension Dependency {
    static let caches: [HubRegistration] = [
        OpaqueSingletonRegister(Cache.self, using: MemoryCache.init),
    ]
}
