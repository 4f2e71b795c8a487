import Dependencies

// The app graph with swift-dependencies: singletons are cached live values; each transient
// type is a factory that reads its own dependencies with @Dependency when called.

private enum NetworkKey: DependencyKey { static let liveValue: any Network = HTTPNetwork() }
private enum DatabaseKey: DependencyKey { static let liveValue: any Database = SQLDatabase() }
private enum AnalyticsKey: DependencyKey {
    static var liveValue: any Analytics {
        @Dependency(\.network) var network
        return AnalyticsTracker(network: network)
    }
}
private enum ConfigKey: DependencyKey { static let liveValue: any AppConfig = DefaultConfig() }

private enum UserRepositoryKey: DependencyKey {
    static let liveValue: @Sendable () -> any UserRepositoryProtocol = {
        @Dependency(\.network) var network
        @Dependency(\.database) var database
        return UserRepository(network: network, database: database)
    }
}
private enum FeedRepositoryKey: DependencyKey {
    static let liveValue: @Sendable () -> any FeedRepositoryProtocol = {
        @Dependency(\.network) var network
        @Dependency(\.database) var database
        @Dependency(\.analytics) var analytics
        return FeedRepository(network: network, database: database, analytics: analytics)
    }
}
private enum ImageLoaderKey: DependencyKey {
    static let liveValue: @Sendable () -> any ImageLoaderProtocol = {
        @Dependency(\.network) var network
        @Dependency(\.config) var config
        return ImageLoader(network: network, config: config)
    }
}
private enum SessionServiceKey: DependencyKey {
    static let liveValue: @Sendable () -> any SessionServiceProtocol = {
        @Dependency(\.network) var network
        @Dependency(\.config) var config
        @Dependency(\.analytics) var analytics
        return SessionService(network: network, config: config, analytics: analytics)
    }
}
private enum PaymentServiceKey: DependencyKey {
    static let liveValue: @Sendable () -> any PaymentServiceProtocol = {
        @Dependency(\.network) var network
        @Dependency(\.analytics) var analytics
        return PaymentService(network: network, analytics: analytics)
    }
}
private enum SettingsServiceKey: DependencyKey {
    static let liveValue: @Sendable () -> any SettingsServiceProtocol = {
        @Dependency(\.database) var database
        @Dependency(\.config) var config
        return SettingsService(database: database, config: config)
    }
}
private enum FeedViewModelKey: DependencyKey {
    static let liveValue: @Sendable () -> FeedViewModel = {
        @Dependency(\.makeFeedRepository) var feed
        @Dependency(\.makeImageLoader) var images
        @Dependency(\.makeSettingsService) var settings
        return FeedViewModel(feed: feed(), images: images(), settings: settings())
    }
}
private enum ProfileViewModelKey: DependencyKey {
    static let liveValue: @Sendable () -> ProfileViewModel = {
        @Dependency(\.makeUserRepository) var users
        @Dependency(\.makeSessionService) var session
        @Dependency(\.makePaymentService) var payments
        return ProfileViewModel(users: users(), session: session(), payments: payments())
    }
}
private enum HomeScreenKey: DependencyKey {
    static let liveValue: @Sendable () -> HomeScreen = {
        @Dependency(\.makeFeedViewModel) var feed
        @Dependency(\.makeProfileViewModel) var profile
        return HomeScreen(feed: feed(), profile: profile())
    }
}

extension DependencyValues {
    var network: any Network { self[NetworkKey.self] }
    var database: any Database { self[DatabaseKey.self] }
    var analytics: any Analytics { self[AnalyticsKey.self] }
    var config: any AppConfig { self[ConfigKey.self] }
    var makeUserRepository: @Sendable () -> any UserRepositoryProtocol { self[UserRepositoryKey.self] }
    var makeFeedRepository: @Sendable () -> any FeedRepositoryProtocol { self[FeedRepositoryKey.self] }
    var makeImageLoader: @Sendable () -> any ImageLoaderProtocol { self[ImageLoaderKey.self] }
    var makeSessionService: @Sendable () -> any SessionServiceProtocol { self[SessionServiceKey.self] }
    var makePaymentService: @Sendable () -> any PaymentServiceProtocol { self[PaymentServiceKey.self] }
    var makeSettingsService: @Sendable () -> any SettingsServiceProtocol { self[SettingsServiceKey.self] }
    var makeFeedViewModel: @Sendable () -> FeedViewModel { self[FeedViewModelKey.self] }
    var makeProfileViewModel: @Sendable () -> ProfileViewModel { self[ProfileViewModelKey.self] }
    var makeHomeScreen: @Sendable () -> HomeScreen { self[HomeScreenKey.self] }
}

enum DependenciesApp {
    static func homeScreen() -> HomeScreen {
        @Dependency(\.makeHomeScreen) var make
        return make()
    }
}
