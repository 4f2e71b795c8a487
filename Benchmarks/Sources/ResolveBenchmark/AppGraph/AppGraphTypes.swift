// An app-shaped graph: 4 singletons, 6 transient services with 2-3 protocol-typed
// dependencies each, 2 view models, and the screen that holds them. One resolve of
// `HomeScreen` creates 9 objects and references the 4 singletons: 13 objects.
//
// Built with `-D CLASS_BOUND_SERVICES`, the protocols are class-bound: a dependency is then a
// reference and a witness table, copied with a retain, rather than an opaque existential
// copied and destroyed through its type's value witnesses. The report shows both.

#if CLASS_BOUND_SERVICES
typealias Service = AnyObject & Sendable
#else
typealias Service = Sendable
#endif

protocol Network: Service {}
protocol Database: Service {}
protocol Analytics: Service {}
protocol AppConfig: Service {}
protocol UserRepositoryProtocol: Service {}
protocol FeedRepositoryProtocol: Service {}
protocol ImageLoaderProtocol: Service {}
protocol SessionServiceProtocol: Service {}
protocol PaymentServiceProtocol: Service {}
protocol SettingsServiceProtocol: Service {}

final class HTTPNetwork: Network {}
final class SQLDatabase: Database {}
final class AnalyticsTracker: Analytics {
    let network: any Network
    init(network: any Network) { self.network = network }
}
final class DefaultConfig: AppConfig {}

final class UserRepository: UserRepositoryProtocol {
    let network: any Network
    let database: any Database
    init(network: any Network, database: any Database) {
        self.network = network
        self.database = database
    }
}

final class FeedRepository: FeedRepositoryProtocol {
    let network: any Network
    let database: any Database
    let analytics: any Analytics
    init(network: any Network, database: any Database, analytics: any Analytics) {
        self.network = network
        self.database = database
        self.analytics = analytics
    }
}

final class ImageLoader: ImageLoaderProtocol {
    let network: any Network
    let config: any AppConfig
    init(network: any Network, config: any AppConfig) {
        self.network = network
        self.config = config
    }
}

final class SessionService: SessionServiceProtocol {
    let network: any Network
    let config: any AppConfig
    let analytics: any Analytics
    init(network: any Network, config: any AppConfig, analytics: any Analytics) {
        self.network = network
        self.config = config
        self.analytics = analytics
    }
}

final class PaymentService: PaymentServiceProtocol {
    let network: any Network
    let analytics: any Analytics
    init(network: any Network, analytics: any Analytics) {
        self.network = network
        self.analytics = analytics
    }
}

final class SettingsService: SettingsServiceProtocol {
    let database: any Database
    let config: any AppConfig
    init(database: any Database, config: any AppConfig) {
        self.database = database
        self.config = config
    }
}

final class FeedViewModel: Sendable {
    let feed: any FeedRepositoryProtocol
    let images: any ImageLoaderProtocol
    let settings: any SettingsServiceProtocol
    init(feed: any FeedRepositoryProtocol, images: any ImageLoaderProtocol, settings: any SettingsServiceProtocol) {
        self.feed = feed
        self.images = images
        self.settings = settings
    }
}

final class ProfileViewModel: Sendable {
    let users: any UserRepositoryProtocol
    let session: any SessionServiceProtocol
    let payments: any PaymentServiceProtocol
    init(users: any UserRepositoryProtocol, session: any SessionServiceProtocol, payments: any PaymentServiceProtocol) {
        self.users = users
        self.session = session
        self.payments = payments
    }
}

final class HomeScreen: Sendable {
    let feed: FeedViewModel
    let profile: ProfileViewModel
    init(feed: FeedViewModel, profile: ProfileViewModel) {
        self.feed = feed
        self.profile = profile
    }
}
