// swift-format-ignore-file
import StaticHub

/// Main-actor isolated by the target's default, its initializer too.
final class Banner {
    init() {}
}

nonisolated enum BackgroundHub {}

extension BackgroundHub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Banner.self, using: Banner.init),
    ]
}
