import StaticHub

/// Tags, optional dependencies and providers.
enum PaymentsHub {}

extension PaymentsHub {
    static let manifest: [HubRegistration] = [
        AutoRegister((any PaymentProcessor).self, using: { NamedProcessor(name: "default") }),
        AutoRegister((any PaymentProcessor).self, tag: Stripe.self, using: { NamedProcessor(name: "stripe") }),
        SingletonRegister((any PaymentProcessor).self, tag: Adyen.self, using: { NamedProcessor(name: "adyen") }),
        // Mocked globally by one serialized test only.
        AutoRegister((any PaymentProcessor).self, tag: Braintree.self, using: { NamedProcessor(name: "braintree") }),
        AutoRegister((any AuditLog).self, tag: Stripe.self, using: MemoryAuditLog.init),
        AutoRegister(
            Checkout.self,
            parameterTypes: .resolved((any PaymentProcessor).self, tag: Stripe.self),
            .optional((any AuditLog).self, tag: Stripe.self),
            .optional((any AuditLog).self),
            .provider(CheckoutSession.self),
            using: Checkout.init(processor:audit:missingAudit:session:)
        ),
        AutoRegister(CheckoutSession.self, parameterTypes: Checkout.self, using: CheckoutSession.init(checkout:)),
        SingletonRegister(RefundGateway.self, effects: [.async, .throws], using: RefundGateway.init),
        AutoRegister(RefundCounter.self, effects: .throws, parameterTypes: RefundGateway.self, using: { _ in try RefundCounter() }),
        AutoRegister(Refunds.self, parameterTypes: .provider(RefundCounter.self), using: Refunds.init(makeCounter:))
    ]
}

/// An isolated hub: a provider's closure and an optional dependency run on its actor.
@MainActor
enum PaymentsScreenHub {}

@MainActor
final class PaymentsScreen {
    let checkout: HubFactory<PaymentsViewModel>
    let audit: (any AuditLog)?

    init(checkout: HubFactory<PaymentsViewModel>, audit: (any AuditLog)?) {
        self.checkout = checkout
        self.audit = audit
    }
}

@MainActor
final class PaymentsViewModel {
    let processor: any PaymentProcessor

    init(processor: any PaymentProcessor) {
        self.processor = processor
    }
}

extension PaymentsScreenHub {
    static let manifest: [HubRegistration] = [
        AutoRegister((any PaymentProcessor).self, tag: Stripe.self, using: { NamedProcessor(name: "stripe") }),
        AutoRegister(
            PaymentsViewModel.self, parameterTypes: .resolved((any PaymentProcessor).self, tag: Stripe.self),
            using: PaymentsViewModel.init(processor:)),
        AutoRegister(
            PaymentsScreen.self, parameterTypes: .provider(PaymentsViewModel.self), .optional((any AuditLog).self),
            using: PaymentsScreen.init(checkout:audit:))
    ]
}
