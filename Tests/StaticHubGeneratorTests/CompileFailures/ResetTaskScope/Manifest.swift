// swift-format-ignore-file
import StaticHub

enum RequestScope {}

final class Cart: Sendable {}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        TaskScope(RequestScope.self),
        ScopedRegister(Cart.self, scope: RequestScope.self, using: Cart.init),
    ]
}

/// A task scope ends with its `withScope`'s body: it has no reset.
func endRequest() {
    Hub.resetScope(RequestScope.self)
}
