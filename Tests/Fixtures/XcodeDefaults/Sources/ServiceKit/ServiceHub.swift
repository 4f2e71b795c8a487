import StaticHub

public protocol HTTPClient: Sendable {
    func get(_ path: String) -> String
}

struct URLSessionClient: HTTPClient {
    func get(_ path: String) -> String { "GET \(path)" }
}

/// Nonisolated, as a library's default leaves it: resolvable from any thread.
public enum ServiceHub {}

extension ServiceHub {
    static let all: [HubRegistration] = [
        SingletonRegister((any HTTPClient).self, using: URLSessionClient.init)
    ]
}
