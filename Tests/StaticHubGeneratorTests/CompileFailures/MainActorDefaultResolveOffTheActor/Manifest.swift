// swift-format-ignore-file
import StaticHub

final class Banner {
    init() {}
}

/// A main-actor hub, by the target's default.
enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Banner.self, using: Banner.init),
    ]
}

nonisolated func render() -> Banner {
    Hub.resolveBanner()
}
