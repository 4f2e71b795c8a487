import StaticHub

// A library as libraries are: the nonisolated default. Its HTTP client needs the app's
// configuration, and talks to the world: a test must mock it.

public protocol HTTPClient: Sendable {
    func get(_ path: String) -> String
}

public struct Configuration: Sendable {
    public let baseURL: String
    public init(baseURL: String) { self.baseURL = baseURL }
}

struct LiveClient: HTTPClient {
    let configuration: Configuration
    func get(_ path: String) -> String { "GET \(configuration.baseURL)\(path)" }
}

public enum NetworkHub {}

extension NetworkHub {
    static var all: [HubRegistration] {
        [
            HubRequirement(Configuration.self),
            AutoRegister(
                (any HTTPClient).self, mustMockInTests: true, parameterTypes: Configuration.self,
                using: LiveClient.init(configuration:))
        ]
    }
}
