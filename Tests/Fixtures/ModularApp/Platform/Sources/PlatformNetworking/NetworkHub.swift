import PlatformCore
import StaticHub

/// Imports `CoreHub` from the module below, and is imported by both feature hubs of the
/// other package.
public enum NetworkHub {}

public protocol HTTPClient: AnyObject, Sendable {
    func get(_ path: String) -> String
}

final class URLSessionClient: HTTPClient {
    let logger: Logger

    init(logger: Logger) {
        self.logger = logger
    }

    func get(_ path: String) -> String { "GET \(path)" }
}

extension NetworkHub {
    static let manifest: [HubRegistration] = [
        HubImport(CoreHub.self),
        SingletonRegister((any HTTPClient).self, parameterTypes: Logger.self, using: URLSessionClient.init(logger:))
    ]
}
