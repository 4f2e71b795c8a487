import PlatformNetworking
import StaticHub

struct StubGateway: PaymentGateway {
    let name: String

    func charge(_ cents: Int) -> String { "\(name) charged \(cents)" }
}

/// The mocks every test of this process starts with (one place: only this target declares
/// them; the Swift 5 target's tests run in the same process and get them too). The hub is
/// another package's, hence `@retroactive`.
extension BillingHub: @retroactive HubTestDefaults {
    public static func testDefaults(_ mocks: inout Mocks) {
        mocks.mock((any PaymentGateway).self) { StubGateway(name: "stub") }
    }
}
