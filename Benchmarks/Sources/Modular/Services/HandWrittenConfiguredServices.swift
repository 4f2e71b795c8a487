import ModularCore

/// What `ConfiguredServicesHub` is measured against: the services that take the app's
/// configuration, as public functions the app calls with it, over the library's own singletons.
public enum HandWrittenConfiguredServices {
    private static let network: any Network = HTTPNetwork()
    private static let database: any Database = SQLDatabase()
    private static let analytics: any Analytics = AnalyticsTracker(network: network)

    public static func imageLoader(config: any AppConfig) -> any ImageLoaderProtocol {
        ImageLoader(network: network, config: config)
    }
    public static func sessionService(config: any AppConfig) -> any SessionServiceProtocol {
        SessionService(network: network, config: config, analytics: analytics)
    }
    public static func settingsService(config: any AppConfig) -> any SettingsServiceProtocol {
        SettingsService(database: database, config: config)
    }
}
