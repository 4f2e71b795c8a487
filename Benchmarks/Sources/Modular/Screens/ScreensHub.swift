import ModularServices
import StaticHub

/// The app's module: the screen, built from what `ServicesHub` provides (and `CoreHub` through it).
public enum ScreensHub {}

extension ScreensHub {
    static let manifest: [HubRegistration] = [
        HubImport(ServicesHub.self),
        AutoRegister(
            FeedViewModel.self,
            parameterTypes: (any FeedRepositoryProtocol).self, (any ImageLoaderProtocol).self, (any SettingsServiceProtocol).self,
            using: FeedViewModel.init(feed:images:settings:)
        ),
        AutoRegister(
            ProfileViewModel.self,
            parameterTypes: (any UserRepositoryProtocol).self, (any SessionServiceProtocol).self, (any PaymentServiceProtocol).self,
            using: ProfileViewModel.init(users:session:payments:)
        ),
        AutoRegister(HomeScreen.self, parameterTypes: FeedViewModel.self, ProfileViewModel.self, using: HomeScreen.init(feed:profile:))
    ]
}
