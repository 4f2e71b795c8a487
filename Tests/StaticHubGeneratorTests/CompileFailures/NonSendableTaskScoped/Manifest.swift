// swift-format-ignore-file
import StaticHub

enum RequestScope {}

/// Mutable and not Sendable: the body's child tasks would share one instance.
final class Cart {
    var items: [String] = []
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        TaskScope(RequestScope.self),
        ScopedRegister(Cart.self, scope: RequestScope.self, using: Cart.init),
    ]
}
