import EndToEndPublicHub
import StaticHub

public struct ReserveStock: CheckoutStep {
    public let name = "reserve stock"
    public let cart: Cart
}

/// Runs the steps its hub's collection holds: those of this module and the ones it imports,
/// never those of the modules that import it.
public struct CheckoutFlow: Sendable {
    public let steps: [any CheckoutStep]
}

extension FeatureHub {
    static let checkoutFlow: [HubRegistration] = [
        CollectionRegister((any CheckoutStep).self, parameterTypes: Cart.self, using: ReserveStock.init(cart:)),
        AutoRegister(CheckoutFlow.self, parameterTypes: .collection((any CheckoutStep).self), using: CheckoutFlow.init(steps:))
    ]
}
