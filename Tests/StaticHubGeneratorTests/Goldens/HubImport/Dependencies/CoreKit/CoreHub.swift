// swift-format-ignore-file
import StaticHub

public protocol Clock: Sendable {
    var now: Int { get }
}

public struct SystemClock: Clock {
    public var now: Int { 0 }
    public init() {}
}

/// Internal to CoreKit: its registration is not imported.
struct CacheDirectory {
    init() {}
}

public enum CoreHub {}

extension CoreHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister((any Clock).self, using: SystemClock.init),
        AutoRegister(CacheDirectory.self, using: CacheDirectory.init),
    ]
}
