import StaticHub

/// A library whose client needs settings only the app knows, at run time: it requires them,
/// and the app's hub provides them as an input of the library's scope.
public enum AuthHub {}

/// A configuration of the library: each start of it builds a new client.
public enum AuthSession {}

public protocol AuthSettings: Sendable {
    var baseURL: String { get }
}

public final class AuthClient: Sendable {
    public let settings: any AuthSettings

    init(settings: any AuthSettings) {
        self.settings = settings
    }
}

extension AuthHub {
    static let all: [HubRegistration] = [
        HubRequirement((any AuthSettings).self),
        ScopedRegister(AuthClient.self, scope: AuthSession.self, parameterTypes: (any AuthSettings).self, using: AuthClient.init(settings:))
    ]
}
