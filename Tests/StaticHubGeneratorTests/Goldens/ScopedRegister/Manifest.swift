// swift-format-ignore-file
import StaticHub

enum UserSession {}

protocol Cart: Sendable {}
final class MemoryCart: Cart {
    init(token: AuthToken) {}
}

struct AuthToken: Sendable {
    init() {}
}

struct TokenError: Error {}

final class Profile: Sendable {
    init(token: AuthToken) async throws(TokenError) {}
}

struct CheckoutScreen {
    init(cart: any Cart, profile: HubAsyncThrowingFactory<Profile>) {}
}

enum Dependency {}

extension Dependency {
    static let session: [HubRegistration] = [
        ScopedRegister(AuthToken.self, scope: UserSession.self, using: AuthToken.init),
        ScopedRegister((any Cart).self, scope: UserSession.self, parameterTypes: AuthToken.self, using: MemoryCart.init(token:)),
        ScopedRegister(Profile.self, scope: UserSession.self, effects: [.async, .throws(TokenError.self)], parameterTypes: AuthToken.self, using: Profile.init),
        AutoRegister(CheckoutScreen.self, parameterTypes: .resolved((any Cart).self), .provider(Profile.self), using: CheckoutScreen.init(cart:profile:)),
    ]
}

func useEveryMember() async throws {
    let _: any Cart = Dependency.resolve((any Cart).self)
    let _: AuthToken = Dependency.resolveAuthToken()
    let _: Profile = try await Dependency.resolve(Profile.self)
    let _: CheckoutScreen = Dependency.resolve()
    Dependency.resetScope(UserSession.self)
    #if DEBUG
    Dependency.mock((any Cart).self, singleton: nil)
    Dependency.mock(Profile.self, factory: nil)
    Dependency.mock(Profile.self, singleton: nil)
    Dependency.withMocks({ $0.mock(AuthToken.self, singleton: AuthToken()) }) {}
    #endif
}
