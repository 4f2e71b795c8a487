// swift-format-ignore-file
import StaticHub

/// Marked nonisolated, and not Sendable: a nonisolated hub cannot share one instance of it.
nonisolated final class Cache {
    var entries: [String] = []
    init() {}
}

nonisolated enum BackgroundHub {}

extension BackgroundHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(Cache.self, using: Cache.init),
    ]
}
