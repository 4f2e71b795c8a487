import StaticHub

enum FormsHub {}

extension FormsHub {
    static let manifest: [HubRegistration] = [
        AutoRegister((any PaymentProcessor).self, tag: Stripe.self, using: StripeProcessor.init),
        AutoRegister((any PaymentProcessor).self, tag: Adyen.self, using: AdyenProcessor.init),
        AutoRegister((any AuditLog).self, using: MemoryAuditLog.init),
        AutoRegister(
            Checkout.self,
            parameterTypes: .resolved((any PaymentProcessor).self, tag: Stripe.self), .optional((any AuditLog).self),
            .optional((any AuditLog).self, tag: Adyen.self),
            using: Checkout.init(processor:audit:missing:)
        ),
        AutoRegister(Refunds.self, parameterTypes: .provider((any PaymentProcessor).self, tag: Adyen.self), using: Refunds.init(makeProcessor:)),
        WeakSingletonRegister(ImageCache.self, using: ImageCache.init),
    ]
}
