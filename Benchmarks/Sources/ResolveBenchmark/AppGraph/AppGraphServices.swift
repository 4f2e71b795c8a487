// The app graph's services: transient, each built from 2-3 of the core singletons.

#if MODULAR_SERVICES
    import ModularCore
#endif

public protocol UserRepositoryProtocol: Service {}
public protocol FeedRepositoryProtocol: Service {}
public protocol ImageLoaderProtocol: Service {}
public protocol SessionServiceProtocol: Service {}
public protocol PaymentServiceProtocol: Service {}
public protocol SettingsServiceProtocol: Service {}

public final class UserRepository: UserRepositoryProtocol {
    public let network: any Network
    public let database: any Database
    public init(network: any Network, database: any Database) {
        self.network = network
        self.database = database
    }
}

public final class FeedRepository: FeedRepositoryProtocol {
    public let network: any Network
    public let database: any Database
    public let analytics: any Analytics
    public init(network: any Network, database: any Database, analytics: any Analytics) {
        self.network = network
        self.database = database
        self.analytics = analytics
    }
}

public final class ImageLoader: ImageLoaderProtocol {
    public let network: any Network
    public let config: any AppConfig
    public init(network: any Network, config: any AppConfig) {
        self.network = network
        self.config = config
    }
}

public final class SessionService: SessionServiceProtocol {
    public let network: any Network
    public let config: any AppConfig
    public let analytics: any Analytics
    public init(network: any Network, config: any AppConfig, analytics: any Analytics) {
        self.network = network
        self.config = config
        self.analytics = analytics
    }
}

public final class PaymentService: PaymentServiceProtocol {
    public let network: any Network
    public let analytics: any Analytics
    public init(network: any Network, analytics: any Analytics) {
        self.network = network
        self.analytics = analytics
    }
}

public final class SettingsService: SettingsServiceProtocol {
    public let database: any Database
    public let config: any AppConfig
    public init(database: any Database, config: any AppConfig) {
        self.database = database
        self.config = config
    }
}
