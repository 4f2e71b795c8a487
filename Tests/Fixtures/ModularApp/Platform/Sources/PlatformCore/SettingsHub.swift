import StaticHub

/// A hub apart for the global-mock test. A global mock reaches every hub that imports the
/// hub it mocks, and their singletons are rebuilt while it is set; no hub with singletons
/// that other tests compare imports this one.
public enum SettingsHub {}

public struct ServerEnvironment: Sendable {
    public let baseURL: String

    public init(baseURL: String) {
        self.baseURL = baseURL
    }
}

/// Built from a caller's path and the environment.
public struct Request: Sendable {
    public let url: String

    init(path: String, environment: ServerEnvironment) {
        url = environment.baseURL + path
    }
}

extension SettingsHub {
    static let manifest: [HubRegistration] = [
        AutoRegister(ServerEnvironment.self, using: { ServerEnvironment(baseURL: "https://api.example.com") }),
        Register(
            Request.self,
            parameterTypes: .explicit(String.self), .resolved(ServerEnvironment.self),
            using: Request.init(path:environment:)
        )
    ]
}
