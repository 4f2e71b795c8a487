// swift-format-ignore-file
import StaticHub

/// Isolated to the main actor: a registration that is not cannot call its initializer.
@MainActor final class Banner {
    init() {}
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Banner.self, using: Banner.init),
    ]
}
