import StaticHub

/// An SDK configured at run time, as `configure(publishableKey:)` does: its settings and key
/// are inputs of `SDKSession`, bound by `startScope`; its API client lives in that scope.
enum ConfiguredHub {}

enum SDKSession {}

/// Tags the key among the scope's strings.
enum PublishableKey {}

protocol SDKSettings: Sendable {
    var baseURL: String { get }
}

struct SettingsValue: SDKSettings {
    let baseURL: String
}

/// Takes a while to make: built between the client's two inputs, it widens the window in
/// which a concurrent `startScope` could land.
struct Handshake: Sendable {
    let rounds: Int

    init() {
        var rounds = 0
        for value in 0..<20_000 where value % 7 == 0 { rounds += 1 }
        self.rounds = rounds
    }
}

/// Built from both inputs: they must come from the same start.
final class SDKClient: Sendable {
    let settings: any SDKSettings
    let key: String

    init(settings: any SDKSettings, handshake: Handshake, key: String) {
        self.settings = settings
        self.key = key
    }
}

/// Made anew on each resolve, from the current generation's client.
struct SignInScreen: Sendable {
    let client: SDKClient
}

extension ConfiguredHub {
    static let all: [HubRegistration] = [
        ScopeInput((any SDKSettings).self, scope: SDKSession.self),
        ScopeInput(String.self, scope: SDKSession.self, tag: PublishableKey.self, name: "publishableKey"),
        ScopedRegister(
            SDKClient.self,
            scope: SDKSession.self,
            parameterTypes: .resolved((any SDKSettings).self), .resolved(Handshake.self), .resolved(String.self, tag: PublishableKey.self),
            using: SDKClient.init(settings:handshake:key:)
        ),
        AutoRegister(Handshake.self, using: Handshake.init),
        AutoRegister(SignInScreen.self, parameterTypes: SDKClient.self, using: SignInScreen.init(client:))
    ]
}
