import ExampleCore
import StaticHub

// A second manifest of the same hub, in another file.
extension Dependency {
    static var checkout: [HubRegistration] {
        [
            OpaqueAutoRegister((any Greeting).self, parameterTypes: (any ThemeProtocol).self, using: Greeter.init(theme:)),
            Register(
                Receipt.self,
                parameterTypes: .explicit(Int.self), .resolved((any Greeting).self),
                using: { orderNumber, greeter in makeReceipt(orderNumber: orderNumber, greeter: greeter) }
            ),
            AutoRegister((any PaymentProcessor).self, tag: Card.self, using: CardProcessor.init),
            AutoRegister((any PaymentProcessor).self, tag: ApplePay.self, using: ApplePayProcessor.init),
            AutoRegister(
                Payment.self,
                parameterTypes: .resolved((any PaymentProcessor).self, tag: ApplePay.self),
                .provider((any PaymentProcessor).self, tag: Card.self),
                using: Payment.init(preferred:fallback:)
            )
        ]
    }
}
