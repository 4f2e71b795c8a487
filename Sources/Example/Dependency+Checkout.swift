import ExampleCore
import StaticHub

// A second manifest of the same hub, in another file.
extension Dependency {
    static let checkout: [HubRegistration] = [
        OpaqueAutoRegister((any Greeting).self, parameterTypes: (any ThemeProtocol).self, using: Greeter.init(theme:)),
        Register(
            Receipt.self,
            parameterTypes: .explicit(Int.self), .resolved((any Greeting).self),
            using: { orderNumber, greeter in makeReceipt(orderNumber: orderNumber, greeter: greeter) }
        ),
    ]
}
