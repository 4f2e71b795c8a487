// swift-format-ignore-file
import CoreKit
import StaticHub

public protocol HTTPClient: Sendable {}

public final class URLSessionClient: HTTPClient {
    public init(clock: any Clock) {}
}

public struct Request {
    public init(path: String, client: any HTTPClient) {}
}

/// Imports `CoreHub` in turn: what it provides is forwarded to every hub importing this one.
public enum NetworkHub {}

extension NetworkHub {
    static let manifest: [HubRegistration] = [
        HubImport(CoreHub.self),
        SingletonRegister((any HTTPClient).self, parameterTypes: (any Clock).self, using: URLSessionClient.init(clock:)),
        Register(Request.self, parameterTypes: .explicit(String.self), .resolved((any HTTPClient).self), using: Request.init(path:client:)),
    ]
}
