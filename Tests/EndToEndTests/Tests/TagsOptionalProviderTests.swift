import StaticHub
import Testing

@Suite("Tags, optional dependencies and providers")
struct TagsOptionalProviderTests {
    @Test("Each tag is its own registration: resolve with the tag, the tagged accessor, factory(of:tag:)")
    func tags() {
        #expect(PaymentsHub.resolve((any PaymentProcessor).self).name == "default")
        #expect(PaymentsHub.resolve((any PaymentProcessor).self, tag: Stripe.self).name == "stripe")
        let adyen: any PaymentProcessor = PaymentsHub.resolve(tag: Adyen.self)
        #expect(adyen.name == "adyen")
        #expect(PaymentsHub.resolvePaymentProcessorStripe().name == "stripe")
        #expect(PaymentsHub.factory(of: (any PaymentProcessor).self, tag: Stripe.self).make().name == "stripe")
    }

    @Test("A tagged singleton is one instance, apart from the type's other registrations")
    func taggedSingleton() {
        let first = PaymentsHub.resolvePaymentProcessorAdyen() as? NamedProcessor
        #expect(first?.name == "adyen")
        #expect(PaymentsHub.resolve((any PaymentProcessor).self, tag: Adyen.self).name == "adyen")
    }

    @Test("A dependency with a tag gets the tagged registration; an optional one is the value or nil")
    func taggedAndOptionalDependencies() {
        let checkout = PaymentsHub.resolve(Checkout.self)
        #expect(checkout.processor.name == "stripe")
        #expect(checkout.audit?.name == "memory")
        #expect(checkout.missingAudit == nil)
    }

    @Test("A provider resolves on each make(), which allows a cycle: the session's checkout has a provider of sessions")
    func providerCycle() {
        let checkout = PaymentsHub.resolveCheckout()
        let session = checkout.session.make()
        #expect(session.checkout.processor.name == "stripe")
        #expect(session.checkout.session.make().checkout.audit?.name == "memory")
    }

    @Test("A provider of a registration with effects carries them on make(); its consumer has none")
    func providerWithEffects() async throws {
        let refunds: Refunds = PaymentsHub.resolve()
        let first = try await refunds.makeCounter.make()
        let second = try await refunds.makeCounter.make()
        #expect(first !== second)
    }

    @Test("Mocking a tagged registration leaves the untagged one and the other tags alone, and applies to its consumers")
    func scopedTaggedMock() {
        PaymentsHub.withMocks {
            $0.mock((any PaymentProcessor).self, tag: Stripe.self) { NamedProcessor(name: "fake stripe") }
        } operation: {
            #expect(PaymentsHub.resolve((any PaymentProcessor).self, tag: Stripe.self).name == "fake stripe")
            #expect(PaymentsHub.resolve(Checkout.self).processor.name == "fake stripe")
            #expect(PaymentsHub.resolve((any PaymentProcessor).self).name == "default")
            #expect(PaymentsHub.resolve((any PaymentProcessor).self, tag: Adyen.self).name == "adyen")
        }
        #expect(PaymentsHub.resolve((any PaymentProcessor).self, tag: Stripe.self).name == "stripe")
    }

    @Test("A tagged singleton is mocked by its tag; a provider made outside a scope sees the scope's mocks on make()")
    func scopedSingletonAndProvider() {
        let checkout = PaymentsHub.resolveCheckout()
        PaymentsHub.withMocks {
            $0.mock((any PaymentProcessor).self, tag: Adyen.self, singleton: NamedProcessor(name: "fake adyen"))
            $0.mock(CheckoutSession.self) { CheckoutSession(checkout: PaymentsHub.resolveCheckout()) }
        } operation: {
            #expect(PaymentsHub.resolve((any PaymentProcessor).self, tag: Adyen.self).name == "fake adyen")
            #expect(checkout.session.make().checkout.processor.name == "stripe")
        }
    }

    @Test("An isolated hub's provider and optional dependency run on its actor")
    @MainActor
    func isolatedHub() {
        let screen = PaymentsScreenHub.resolve(PaymentsScreen.self)
        #expect(screen.audit == nil)
        #expect(screen.checkout.make().processor.name == "stripe")
    }
}

@Suite("Global mocks of tagged registrations", .serialized)
struct TaggedGlobalMockTests {
    @Test("A global mock of one tag replaces it until reset with nil")
    func globalTaggedMock() {
        PaymentsHub.mock((any PaymentProcessor).self, tag: Braintree.self) { NamedProcessor(name: "fake braintree") }
        #expect(PaymentsHub.resolve((any PaymentProcessor).self, tag: Braintree.self).name == "fake braintree")
        PaymentsHub.mock((any PaymentProcessor).self, tag: Braintree.self, factory: nil)
        #expect(PaymentsHub.resolve((any PaymentProcessor).self, tag: Braintree.self).name == "braintree")
    }
}
