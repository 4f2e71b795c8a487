import PlatformNetworking
import StaticHub

struct StubGateway: PaymentGateway {
    let name: String

    func charge(_ cents: Int) -> String { "\(name) charged \(cents)" }
}

/// The mocks every test of the process starts with. The hub is another package's, hence
/// `@retroactive`. The Swift 5 target compiles this file too: Swift Build runs each test
/// target in a process of its own, SwiftPM's native build system both in one (where either
/// conformance serves: they are the same).
extension BillingHub: @retroactive HubTestDefaults {
    public static func testDefaults(_ mocks: inout Mocks) {
        mocks.mock((any PaymentGateway).self) { StubGateway(name: "stub") }
    }
}
