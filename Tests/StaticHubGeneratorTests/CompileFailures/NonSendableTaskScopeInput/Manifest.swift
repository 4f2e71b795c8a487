// swift-format-ignore-file
import StaticHub

enum RequestScope {}

/// Mutable and not Sendable: the body's child tasks would share the bound value.
final class Session {
    var user = ""
}

final class Cart: Sendable {}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        TaskScope(RequestScope.self),
        ScopeInput(Session.self, scope: RequestScope.self),
        ScopedRegister(Cart.self, scope: RequestScope.self, using: Cart.init),
    ]
}
