// swift-format-ignore-file
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

/// Inputs read before the app configures them: defaults until the first start. A public hub:
/// `startScope`'s default arguments call what the hub's module inlines.
public enum Configuration {}

public struct Settings: Sendable {
    public var baseURL = "https://example.com"

    public init() {}
}

public struct KeychainStore: Sendable {
    public init() {}
}

public struct Keychain: Sendable {
    public init(store: KeychainStore) {}
}

public enum DefaultsHub {}

extension DefaultsHub {
    static let configuration: [HubRegistration] = [
        ScopeInput(Settings.self, scope: Configuration.self, default: Settings.init),
        ScopeInput(String.self, scope: Configuration.self, name: "apiKey"),
        ScopeInput(Keychain.self, scope: Configuration.self, parameterTypes: KeychainStore.self, default: Keychain.init(store:)),
        AutoRegister(KeychainStore.self, using: KeychainStore.init),
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
        ScopeInput(WindowState.self, scope: Environment.self, default: WindowState.init),
    ]
}
