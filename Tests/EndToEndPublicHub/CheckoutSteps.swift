import StaticHub

/// One step of a checkout; each module of the app adds its own to the collection.
public protocol CheckoutStep: Sendable {
    var name: String { get }
}

public struct ValidateAddress: CheckoutStep {
    public let name = "validate address"

    public init() {}
}

extension PublicHub {
    /// A second manifest of the hub: the first step of every checkout.
    static let checkoutSteps: [HubRegistration] = [
        CollectionRegister((any CheckoutStep).self, using: ValidateAddress.init)
    ]
}
