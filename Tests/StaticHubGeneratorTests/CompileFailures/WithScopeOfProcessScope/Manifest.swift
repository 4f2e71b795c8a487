// swift-format-ignore-file
import StaticHub

enum UserSession {}

final class Cart: Sendable {}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        ScopedRegister(Cart.self, scope: UserSession.self, using: Cart.init),
    ]
}

/// A process-wide scope is entered with `startScope`, not `withScope`.
func handle() {
    Hub.withScope(UserSession.self) {}
}
