import StaticHub

/// Scoped registrations: a user session that ends on logout.
enum SessionHub {}

extension SessionHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(StoreSettings.self, using: StoreSettings.init),
        ScopedRegister(SessionToken.self, scope: Login.self, using: SessionToken.init),
        ScopedRegister(
            (any ShoppingCart).self, scope: Login.self, parameterTypes: SessionToken.self, using: MemoryShoppingCart.init(token:)),
        ScopedRegister(
            UserProfile.self, scope: Login.self, effects: [.async, .throws], parameterTypes: SessionToken.self,
            using: UserProfile.init(token:)),
        AutoRegister(CartScreen.self, parameterTypes: (any ShoppingCart).self, StoreSettings.self, using: CartScreen.init(cart:settings:)),
        SingletonRegister(SessionMonitor.self, parameterTypes: .provider(SessionToken.self), using: SessionMonitor.init(token:)),
        ScopedRegister(LineItems.self, scope: Basket.self, parameterTypes: .provider(SessionToken.self), using: LineItems.init(token:))
    ]
}

/// The race test's hub: nothing else resets `RaceScope`.
enum RaceHub {}

extension RaceHub {
    static let manifest: [HubRegistration] = [
        ScopedRegister(RacedResource.self, scope: RaceScope.self, using: RacedResource.init)
    ]
}

/// The mock tests' hub.
enum ScopedMocksHub {}

extension ScopedMocksHub {
    static let manifest: [HubRegistration] = [
        ScopedRegister(MockedSession.self, scope: MockedScope.self, using: { MockedSession() }),
        ScopedRegister(
            SessionGreeter.self, scope: MockedScope.self, parameterTypes: MockedSession.self, using: SessionGreeter.init(session:))
    ]
}
