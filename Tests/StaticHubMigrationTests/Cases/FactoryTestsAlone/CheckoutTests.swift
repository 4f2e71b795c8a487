import FactoryKit
import Testing

// A test target migrated without its app: its registrations are not among these files.
@Suite struct CheckoutTests {
    @Test func chargesTheFake() {
        Container.shared.paymentGateway.register { FakeGateway() }
        #expect(Container.shared.checkout().total == 0)
    }
}

struct FakeGateway {}
