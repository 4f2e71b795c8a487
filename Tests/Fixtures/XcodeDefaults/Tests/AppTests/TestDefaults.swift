import StaticHub

@testable import App

final class DefaultGateway: PaymentGateway {
    func charge() -> String { "charged the default" }
}

/// Every test of the process starts with a fake gateway: the live one must never be made in
/// tests. The target's default isolation makes this conformance main-actor isolated, as the
/// hub is, without saying so. (Public: the hub is the app module's.)
extension AppHub: HubTestDefaults {
    public static func testDefaults(_ mocks: inout Mocks) {
        mocks.mock((any PaymentGateway).self) { DefaultGateway() }
    }
}
