import StaticHub

/// Live services no test may reach: the app's test target gives the gateway a default, and
/// leaves the ledger to fail loudly.
public enum BillingHub {}

public protocol PaymentGateway: Sendable {
    func charge(_ cents: Int) -> String
}

public protocol Ledger: Sendable {
    func record(_ entry: String) -> String
}

/// Would charge a card.
struct LiveGateway: PaymentGateway {
    func charge(_ cents: Int) -> String { "charged \(cents) for real" }
}

/// Would write to the company's books.
struct LiveLedger: Ledger {
    func record(_ entry: String) -> String { "recorded \(entry) for real" }
}

/// One per process, built from the gateway.
public final class Checkout: Sendable {
    public let gateway: any PaymentGateway

    init(gateway: any PaymentGateway) {
        self.gateway = gateway
    }
}

extension BillingHub {
    static let manifest: [HubRegistration] = [
        AutoRegister((any PaymentGateway).self, mustMockInTests: true, using: LiveGateway.init),
        AutoRegister((any Ledger).self, mustMockInTests: true, using: LiveLedger.init),
        SingletonRegister(Checkout.self, parameterTypes: (any PaymentGateway).self, using: Checkout.init(gateway:))
    ]
}
