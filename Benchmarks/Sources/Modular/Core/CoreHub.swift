import StaticHub

/// The cross-module app graph's lowest module: its singletons, for the hubs above to import.
public enum CoreHub {}

extension CoreHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister((any Network).self, using: HTTPNetwork.init),
        SingletonRegister((any Database).self, using: SQLDatabase.init),
        SingletonRegister((any Analytics).self, parameterTypes: (any Network).self, using: AnalyticsTracker.init(network:)),
        SingletonRegister((any AppConfig).self, using: DefaultConfig.init)
    ]
}
