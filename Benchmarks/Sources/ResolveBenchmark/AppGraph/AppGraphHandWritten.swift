/// The physical limit: the app graph built by direct initializer calls, singletons in
/// `static let`s.
enum HandWrittenApp {
    static let network: any Network = HTTPNetwork()
    static let database: any Database = SQLDatabase()
    static let analytics: any Analytics = AnalyticsTracker(network: network)
    static let config: any AppConfig = DefaultConfig()

    static func homeScreen() -> HomeScreen {
        HomeScreen(
            feed: FeedViewModel(
                feed: FeedRepository(network: network, database: database, analytics: analytics),
                images: ImageLoader(network: network, config: config),
                settings: SettingsService(database: database, config: config)
            ),
            profile: ProfileViewModel(
                users: UserRepository(network: network, database: database),
                session: SessionService(network: network, config: config, analytics: analytics),
                payments: PaymentService(network: network, analytics: analytics)
            )
        )
    }
}
