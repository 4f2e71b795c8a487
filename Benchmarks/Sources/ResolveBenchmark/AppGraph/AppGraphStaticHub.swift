import StaticHub

/// The app graph as a StaticHub manifest; the build plugin generates the hub.
enum AppHub {}

extension AppHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister((any Network).self, using: HTTPNetwork.init),
        SingletonRegister((any Database).self, using: SQLDatabase.init),
        SingletonRegister((any Analytics).self, parameterTypes: (any Network).self, using: AnalyticsTracker.init(network:)),
        SingletonRegister((any AppConfig).self, using: DefaultConfig.init),
        AutoRegister(
            (any UserRepositoryProtocol).self,
            parameterTypes: (any Network).self, (any Database).self,
            using: UserRepository.init(network:database:)
        ),
        AutoRegister(
            (any FeedRepositoryProtocol).self,
            parameterTypes: (any Network).self, (any Database).self, (any Analytics).self,
            using: FeedRepository.init(network:database:analytics:)
        ),
        AutoRegister(
            (any ImageLoaderProtocol).self,
            parameterTypes: (any Network).self, (any AppConfig).self,
            using: ImageLoader.init(network:config:)
        ),
        AutoRegister(
            (any SessionServiceProtocol).self,
            parameterTypes: (any Network).self, (any AppConfig).self, (any Analytics).self,
            using: SessionService.init(network:config:analytics:)
        ),
        AutoRegister(
            (any PaymentServiceProtocol).self,
            parameterTypes: (any Network).self, (any Analytics).self,
            using: PaymentService.init(network:analytics:)
        ),
        AutoRegister(
            (any SettingsServiceProtocol).self,
            parameterTypes: (any Database).self, (any AppConfig).self,
            using: SettingsService.init(database:config:)
        ),
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
