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

/// A `Task { }` may outlive the body: the resolver cannot go with it.
func checkout() {
    Hub.withScope(RequestScope.self) { scope in Task { _ = scope.resolveCart() } }
}
