import Feed
import PlatformCore
import PlatformNetworking
import Profile
import StaticHub

/// The app's hub: imports both feature hubs, which both reach `NetworkHub` and `CoreHub`.
enum AppHub {}

struct HomeScreen {
    let feed: FeedRepository
    let profile: ProfileStore
}

final class FakeClient: HTTPClient {
    let id: Int

    init(id: Int = 0) {
        self.id = id
    }

    func get(_ path: String) -> String { "fake \(path)" }
}

final class FixedClock: Clock {
    let now = 42
}

/// What `UploadHub` requires, and the log that replaces its default.
struct AppCredentials: Credentials {
    let token = "app-token"
}

struct AppUploadLog: UploadLog {
    func note(_ message: String) -> String { "app: \(message)" }
}

extension AppHub {
    static let manifest: [HubRegistration] = [
        HubImport(FeedHub.self),
        HubImport(ProfileHub.self),
        HubImport(UploadHub.self),
        AutoRegister((any Credentials).self, using: AppCredentials.init),
        AutoRegister((any UploadLog).self, using: AppUploadLog.init),
        AutoRegister(HomeScreen.self, parameterTypes: FeedRepository.self, ProfileStore.self, using: HomeScreen.init(feed:profile:))
    ]
}
