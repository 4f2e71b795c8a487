import ModularCore

/// The services as public factory functions calling the core module's.
public enum HandWrittenServices {
    public static func userRepository() -> any UserRepositoryProtocol {
        UserRepository(network: HandWrittenCore.network(), database: HandWrittenCore.database())
    }
    public static func feedRepository() -> any FeedRepositoryProtocol {
        FeedRepository(network: HandWrittenCore.network(), database: HandWrittenCore.database(), analytics: HandWrittenCore.analytics())
    }
    public static func imageLoader() -> any ImageLoaderProtocol {
        ImageLoader(network: HandWrittenCore.network(), config: HandWrittenCore.config())
    }
    public static func sessionService() -> any SessionServiceProtocol {
        SessionService(network: HandWrittenCore.network(), config: HandWrittenCore.config(), analytics: HandWrittenCore.analytics())
    }
    public static func paymentService() -> any PaymentServiceProtocol {
        PaymentService(network: HandWrittenCore.network(), analytics: HandWrittenCore.analytics())
    }
    public static func settingsService() -> any SettingsServiceProtocol {
        SettingsService(database: HandWrittenCore.database(), config: HandWrittenCore.config())
    }
}
