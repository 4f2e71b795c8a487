import PlatformCore
import PlatformNetworking
import StaticHub

/// A second feature hub: imports `NetworkHub`, as `FeedHub` does, and `CoreHub`, which
/// `NetworkHub` imports already.
public enum ProfileHub {}

/// One per process, built from singletons of both imported hubs.
public final class ProfileStore: Sendable {
    public let client: any HTTPClient
    public let logger: Logger

    init(client: any HTTPClient, logger: Logger) {
        self.client = client
        self.logger = logger
    }
}

extension ProfileHub {
    static let manifest: [HubRegistration] = [
        HubImport(NetworkHub.self),
        HubImport(CoreHub.self),
        SingletonRegister(
            ProfileStore.self,
            parameterTypes: (any HTTPClient).self, Logger.self,
            using: ProfileStore.init(client:logger:)
        )
    ]
}
