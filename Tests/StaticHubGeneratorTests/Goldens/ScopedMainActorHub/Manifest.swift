// swift-format-ignore-file
import StaticHub

enum Login {}
/// Neither is `Sendable`: legal on a hub isolated to the main actor.
final class Cart {
    init() {}
}

final class Screen {
    init(cart: Cart) throws {}
}

final class Store {
    init() async throws {}
}

@MainActor
enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        ScopedRegister(Cart.self, scope: Login.self, using: Cart.init),
        ScopedRegister(Screen.self, scope: Login.self, effects: .throws, parameterTypes: Cart.self, using: Screen.init(cart:)),
        SingletonRegister(Store.self, effects: [.async, .throws], using: Store.init),
    ]
}

/// `resetScope` is safe from any thread, so it is callable off the hub's actor.
func logOutFromAnywhere() {
    Hub.resetScope(Login.self)
}

@MainActor
func useOnTheActor() async throws {
    _ = Hub.resolve(Cart.self)
    _ = try Hub.resolveScreen()
    _ = try await Hub.resolve(Store.self)
    #if DEBUG
    Hub.mock(Cart.self, singleton: Cart())
    Hub.withMocks({ $0.mock(Cart.self, singleton: Cart()) }) { _ = try? Hub.resolveScreen() }
    #endif
}
