import StaticHub

/// Collections.
enum AnalyticsHub {}

extension AnalyticsHub {
    static let manifest: [HubRegistration] = [
        AutoRegister(String.self, name: "logDirectory", using: { "/var/log" }),
        CollectionRegister((any AnalyticsSink).self, using: ConsoleSink.init),
        CollectionRegister((any AnalyticsSink).self, parameterTypes: String.self, using: FileSink.init(directory:)),
        CollectionRegister((any AnalyticsSink).self, tag: Debug.self, using: { NamedSink(name: "debug") }),
        // A shared element: a registration of its own, passed on.
        SingletonRegister(ConsoleSink.self, using: ConsoleSink.init),
        CollectionRegister((any AnalyticsSink).self, tag: Debug.self, parameterTypes: ConsoleSink.self, using: { $0 }),
        SingletonRegister(
            Analytics.self,
            parameterTypes: .collection((any AnalyticsSink).self), .collection((any AnalyticsPlugin).self),
            using: Analytics.init(sinks:plugins:)
        ),
        Register(
            AnalyticsSession.self,
            parameterTypes: .explicit(String.self), .collection((any AnalyticsSink).self, tag: Debug.self),
            using: AnalyticsSession.init(user:sinks:)
        )
    ]
}

/// A collection with an element that suspends and throws: resolving it does too.
enum RemoteAnalyticsHub {}

extension RemoteAnalyticsHub {
    static let manifest: [HubRegistration] = [
        CollectionRegister((any AnalyticsSink).self, using: ConsoleSink.init),
        CollectionRegister((any AnalyticsSink).self, effects: [.async, .throws(RemoteSink.Unreachable.self)], using: RemoteSink.connect)
    ]
}

/// A collection on a hub isolated to the main actor.
@MainActor
enum DashboardHub {}

extension DashboardHub {
    static let manifest: [HubRegistration] = [
        CollectionRegister((any Widget).self, using: ClockWidget.init),
        CollectionRegister((any Widget).self, using: WeatherWidget.init)
    ]
}
