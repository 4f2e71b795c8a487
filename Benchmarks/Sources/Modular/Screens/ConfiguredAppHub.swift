import ModularCore
import ModularServices
import StaticHub

/// The app's side of a library hub's requirement: the app's configuration (a singleton of its
/// own) and a screen holding the three services `ConfiguredServicesHub` builds with it.
public final class ConfiguredScreen {
    public let imageLoader: any ImageLoaderProtocol
    public let session: any SessionServiceProtocol
    public let settings: any SettingsServiceProtocol

    init(imageLoader: any ImageLoaderProtocol, session: any SessionServiceProtocol, settings: any SettingsServiceProtocol) {
        self.imageLoader = imageLoader
        self.session = session
        self.settings = settings
    }
}

/// The app's own configuration, which the library requires.
final class AppSideConfig: AppConfig {
    init() {}
}

public enum ConfiguredAppHub {}

extension ConfiguredAppHub {
    static let manifest: [HubRegistration] = [
        HubImport(ConfiguredServicesHub.self),
        SingletonRegister((any AppConfig).self, using: AppSideConfig.init),
        AutoRegister(
            ConfiguredScreen.self,
            parameterTypes: (any ImageLoaderProtocol).self, (any SessionServiceProtocol).self, (any SettingsServiceProtocol).self,
            using: ConfiguredScreen.init(imageLoader:session:settings:)
        )
    ]
}

/// The same screen, built by calling the library's public functions with the app's configuration.
public enum HandWrittenConfiguredScreen {
    private static let config: any AppConfig = AppSideConfig()

    public static func screen() -> ConfiguredScreen {
        ConfiguredScreen(
            imageLoader: HandWrittenConfiguredServices.imageLoader(config: config),
            session: HandWrittenConfiguredServices.sessionService(config: config),
            settings: HandWrittenConfiguredServices.settingsService(config: config)
        )
    }
}
