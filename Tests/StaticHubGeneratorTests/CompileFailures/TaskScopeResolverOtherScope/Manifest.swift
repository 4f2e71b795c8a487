// swift-format-ignore-file
import StaticHub

enum RequestScope {}
enum BatchScope {}

final class Cart: Sendable {}
final class Checkout: Sendable { init(cart: Cart) {} }

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        TaskScope(RequestScope.self),
        TaskScope(BatchScope.self),
        ScopedRegister(Cart.self, scope: RequestScope.self, using: Cart.init),
        AutoRegister(Checkout.self, parameterTypes: Cart.self, using: Checkout.init(cart:)),
        ScopedRegister(Int.self, scope: BatchScope.self, using: { 0 }),
    ]
}

/// A batch's resolver has no member for what lives in or reaches a request's scope.
func runBatch(_ scope: Hub.BatchScopeResolver) -> Checkout {
    scope.resolveCheckout()
}
