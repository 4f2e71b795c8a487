import ModularCore
import StaticHub

/// The middle module: the services, built from the singletons `CoreHub` provides.
public enum ServicesHub {}

extension ServicesHub {
    static let manifest: [HubRegistration] = [
        HubImport(CoreHub.self),
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
        )
    ]
}
