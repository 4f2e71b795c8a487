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

/// The resolver cannot leave the body that received it.
func keepResolver() {
    let kept = Hub.withScope(RequestScope.self) { scope in return scope }
}
