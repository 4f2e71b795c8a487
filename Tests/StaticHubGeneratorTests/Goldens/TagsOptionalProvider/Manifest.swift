// swift-format-ignore-file
import StaticHub

protocol PaymentProcessor: Sendable {}
struct StripeProcessor: PaymentProcessor {}
struct AdyenProcessor: PaymentProcessor {}

/// Tags: the user's own types, which exist only to be named.
enum Stripe {}
enum Adyen {}

protocol Logger: Sendable {}
protocol Analytics: Sendable {}
struct ConsoleAnalytics: Analytics {}

protocol Session {}
struct UserSession: Session {
    init(checkout: Checkout) {}
}

struct Checkout {
    init(processor: any PaymentProcessor, logger: (any Logger)?, analytics: (any Analytics)?, session: HubFactory<any Session>) {}
}

struct Receipt {
    init(fallback: any PaymentProcessor) {}
}

final class Token: Sendable {
    init() throws {}
}

struct Refunds {
    init(token: HubThrowingFactory<Token>) {}
}

enum Dependency {}

extension Dependency {
    static let payments: [HubRegistration] = [
        AutoRegister((any PaymentProcessor).self, tag: Stripe.self, using: StripeProcessor.init),
        SingletonRegister((any PaymentProcessor).self, tag: Adyen.self, using: AdyenProcessor.init),
        AutoRegister((any PaymentProcessor).self, using: StripeProcessor.init),
        AutoRegister((any Analytics).self, using: ConsoleAnalytics.init),
        // No `any Logger` is registered: `.optional` passes nil. The session needs the
        // checkout, which takes it lazily: a cycle through a provider is legal.
        AutoRegister(
            Checkout.self,
            parameterTypes: .resolved((any PaymentProcessor).self, tag: Stripe.self), .optional((any Logger).self),
            .optional((any Analytics).self), .provider((any Session).self),
            using: Checkout.init(processor:logger:analytics:session:)
        ),
        AutoRegister((any Session).self, parameterTypes: Checkout.self, using: UserSession.init(checkout:)),
        SingletonRegister(Receipt.self, parameterTypes: .resolved((any PaymentProcessor).self, tag: Adyen.self), using: Receipt.init(fallback:)),
        SingletonRegister(Token.self, effects: .throws, using: Token.init),
        // The provider's `make()` throws; `Refunds` itself does not.
        AutoRegister(Refunds.self, parameterTypes: .provider(Token.self), using: Refunds.init(token:)),
    ]
}
