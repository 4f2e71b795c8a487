// The app graph's screen layer: two view models and the screen that holds them.

#if MODULAR_SCREENS
    import ModularServices
#endif

public final class FeedViewModel: Sendable {
    public let feed: any FeedRepositoryProtocol
    public let images: any ImageLoaderProtocol
    public let settings: any SettingsServiceProtocol
    public init(feed: any FeedRepositoryProtocol, images: any ImageLoaderProtocol, settings: any SettingsServiceProtocol) {
        self.feed = feed
        self.images = images
        self.settings = settings
    }
}

public final class ProfileViewModel: Sendable {
    public let users: any UserRepositoryProtocol
    public let session: any SessionServiceProtocol
    public let payments: any PaymentServiceProtocol
    public init(users: any UserRepositoryProtocol, session: any SessionServiceProtocol, payments: any PaymentServiceProtocol) {
        self.users = users
        self.session = session
        self.payments = payments
    }
}

public final class HomeScreen: Sendable {
    public let feed: FeedViewModel
    public let profile: ProfileViewModel
    public init(feed: FeedViewModel, profile: ProfileViewModel) {
        self.feed = feed
        self.profile = profile
    }
}
