import Swinject

/// The app graph in a Swinject container: singletons in the container scope, the rest transient.
enum SwinjectApp {
    static func makeContainer() -> Container {
        let container = Container()
        container.register((any Network).self) { _ in HTTPNetwork() }.inObjectScope(.container)
        container.register((any Database).self) { _ in SQLDatabase() }.inObjectScope(.container)
        container.register((any Analytics).self) { r in AnalyticsTracker(network: r.resolve((any Network).self)!) }
            .inObjectScope(.container)
        container.register((any AppConfig).self) { _ in DefaultConfig() }.inObjectScope(.container)
        container.register((any UserRepositoryProtocol).self) { r in
            UserRepository(network: r.resolve((any Network).self)!, database: r.resolve((any Database).self)!)
        }.inObjectScope(.transient)
        container.register((any FeedRepositoryProtocol).self) { r in
            FeedRepository(
                network: r.resolve((any Network).self)!, database: r.resolve((any Database).self)!,
                analytics: r.resolve((any Analytics).self)!
            )
        }.inObjectScope(.transient)
        container.register((any ImageLoaderProtocol).self) { r in
            ImageLoader(network: r.resolve((any Network).self)!, config: r.resolve((any AppConfig).self)!)
        }.inObjectScope(.transient)
        container.register((any SessionServiceProtocol).self) { r in
            SessionService(
                network: r.resolve((any Network).self)!, config: r.resolve((any AppConfig).self)!,
                analytics: r.resolve((any Analytics).self)!
            )
        }.inObjectScope(.transient)
        container.register((any PaymentServiceProtocol).self) { r in
            PaymentService(network: r.resolve((any Network).self)!, analytics: r.resolve((any Analytics).self)!)
        }.inObjectScope(.transient)
        container.register((any SettingsServiceProtocol).self) { r in
            SettingsService(database: r.resolve((any Database).self)!, config: r.resolve((any AppConfig).self)!)
        }.inObjectScope(.transient)
        container.register(FeedViewModel.self) { r in
            FeedViewModel(
                feed: r.resolve((any FeedRepositoryProtocol).self)!, images: r.resolve((any ImageLoaderProtocol).self)!,
                settings: r.resolve((any SettingsServiceProtocol).self)!
            )
        }.inObjectScope(.transient)
        container.register(ProfileViewModel.self) { r in
            ProfileViewModel(
                users: r.resolve((any UserRepositoryProtocol).self)!, session: r.resolve((any SessionServiceProtocol).self)!,
                payments: r.resolve((any PaymentServiceProtocol).self)!
            )
        }.inObjectScope(.transient)
        container.register(HomeScreen.self) { r in
            HomeScreen(feed: r.resolve(FeedViewModel.self)!, profile: r.resolve(ProfileViewModel.self)!)
        }.inObjectScope(.transient)
        return container
    }
}
