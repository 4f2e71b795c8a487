import EndToEndPublicHub
import StaticHub

/// A feature module's hub: it imports `PublicHub` from the module below it, and is imported
/// in turn by the test module's hub.
public enum FeatureHub {}

/// One per process, built with the imported formatter.
public final class Cart: Sendable {
    public let formatter: any NumberFormatting

    init(formatter: any NumberFormatting) {
        self.formatter = formatter
    }
}

public struct Checkout: Sendable {
    public let cart: Cart
    public let formatter: any NumberFormatting

    init(cart: Cart, formatter: any NumberFormatting) {
        self.cart = cart
        self.formatter = formatter
    }
}

extension FeatureHub {
    static let manifest: [HubRegistration] = [
        HubImport(PublicHub.self),
        SingletonRegister(Cart.self, parameterTypes: (any NumberFormatting).self, using: Cart.init(formatter:)),
        AutoRegister(Checkout.self, parameterTypes: Cart.self, (any NumberFormatting).self, using: Checkout.init(cart:formatter:))
    ]
}
