import StaticHub

/// Configured at run time: `startScope(ClerkSession.self, clerkSettings:publishableKey:)`.
enum ClerkSession {}
enum Environment {}
enum Publishable {}

protocol ClerkSettings: Sendable {
    var baseURL: String { get }
}

final class APIClient: Sendable {
    init(settings: any ClerkSettings, key: String) {}
}

struct SignIn {
    init(client: APIClient) {}
}

enum Dependency {}

extension Dependency {
    static let configuration: [HubRegistration] = [
        ScopeInput((any ClerkSettings).self, scope: ClerkSession.self),
        ScopeInput(String.self, scope: ClerkSession.self, tag: Publishable.self, name: "publishableKey"),
        ScopeInput(Int.self, scope: Environment.self),
        ScopedRegister(
            APIClient.self,
            scope: ClerkSession.self,
            parameterTypes: .resolved((any ClerkSettings).self), .resolved(String.self, tag: Publishable.self),
            using: APIClient.init(settings:key:)
        ),
        AutoRegister(SignIn.self, parameterTypes: APIClient.self, using: SignIn.init(client:)),
    ]
}

/// A main-actor hub's inputs need not be `Sendable`.
final class WindowState {
    var title = ""
}

@MainActor
enum ScreenHub {}

extension ScreenHub {
    static let window: [HubRegistration] = [
        ScopeInput(WindowState.self, scope: Environment.self),
    ]
}
