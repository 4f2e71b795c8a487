import ModularCore
import StaticHub

/// A library hub that requires the app's configuration: its three services that take the
/// configuration are open, and the app's hub builds them with its own. Its other
/// dependencies are its own singletons.
public enum ConfiguredServicesHub {}

extension ConfiguredServicesHub {
    static let manifest: [HubRegistration] = [
        HubRequirement((any AppConfig).self),
        SingletonRegister((any Network).self, using: HTTPNetwork.init),
        SingletonRegister((any Database).self, using: SQLDatabase.init),
        SingletonRegister((any Analytics).self, parameterTypes: (any Network).self, using: AnalyticsTracker.init(network:)),
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
            (any SettingsServiceProtocol).self,
            parameterTypes: (any Database).self, (any AppConfig).self,
            using: SettingsService.init(database:config:)
        )
    ]
}
