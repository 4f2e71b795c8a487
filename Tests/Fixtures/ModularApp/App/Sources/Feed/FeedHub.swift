import PlatformNetworking
import StaticHub

/// A feature hub: imports `NetworkHub` from the other package.
public enum FeedHub {}

public struct FeedRepository: Sendable {
    public let client: any HTTPClient

    init(client: any HTTPClient) {
        self.client = client
    }

    public func load() -> String { client.get("/feed") }
}

extension FeedHub {
    static let manifest: [HubRegistration] = [
        HubImport(NetworkHub.self),
        AutoRegister(FeedRepository.self, parameterTypes: (any HTTPClient).self, using: FeedRepository.init(client:))
    ]
}
