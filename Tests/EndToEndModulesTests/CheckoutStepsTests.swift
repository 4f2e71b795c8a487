import EndToEndFeatureHub
import EndToEndPublicHub
import StaticHub
import Testing

struct ChargeCard: CheckoutStep {
    let name = "charge card"
}

struct FakeStep: CheckoutStep {
    let name = "fake"
}

extension ModulesHub {
    static let checkoutSteps: [HubRegistration] = [
        CollectionRegister((any CheckoutStep).self, using: ChargeCard.init)
    ]
}

@Suite("Collections across modules")
struct CheckoutStepsTests {
    @Test("A hub's collection holds its imports' elements first, each hub's once though two imports reach it")
    func importsFirst() {
        let names = ["validate address", "reserve stock", "charge card"]
        #expect(ModulesHub.resolveAll((any CheckoutStep).self).map(\.name) == names)
        #expect(ModulesHub.resolveAllCheckoutStep().map(\.name) == names)
        let steps: [any CheckoutStep] = ModulesHub.resolveAll()
        #expect(steps.map(\.name) == names)
    }

    @Test("An imported hub's collection holds what its own reach adds, not what its importers add")
    func importedHubsOwnReach() throws {
        #expect(PublicHub.resolveAll((any CheckoutStep).self).map(\.name) == ["validate address"])
        let flow = ModulesHub.resolve(CheckoutFlow.self)
        #expect(flow.steps.map(\.name) == ["validate address", "reserve stock"])
        let reserve = try #require(flow.steps.last as? ReserveStock)
        #expect(reserve.cart === FeatureHub.resolveCart())
    }

    @Test("A scoped mock of the collection, set through the importing hub, replaces it in every hub that composes it")
    func scopedMockCrossesHubs() {
        ModulesHub.withMocks {
            $0.mockAll((any CheckoutStep).self) { [FakeStep()] }
        } operation: {
            #expect(ModulesHub.resolveAll((any CheckoutStep).self).map(\.name) == ["fake"])
            #expect(ModulesHub.resolve(CheckoutFlow.self).steps.map(\.name) == ["fake"])
            #expect(PublicHub.resolveAllCheckoutStep().map(\.name) == ["fake"])
        }
        #expect(FeatureHub.resolve(CheckoutFlow.self).steps.count == 2)
    }
}
