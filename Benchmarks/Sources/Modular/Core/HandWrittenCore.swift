/// What StaticHub's forwarding is measured against: the singletons behind public functions,
/// the way a hand-written library exposes them to the modules above.
public enum HandWrittenCore {
    private static let sharedNetwork: any Network = HTTPNetwork()
    private static let sharedDatabase: any Database = SQLDatabase()
    private static let sharedAnalytics: any Analytics = AnalyticsTracker(network: sharedNetwork)
    private static let sharedConfig: any AppConfig = DefaultConfig()

    public static func network() -> any Network { sharedNetwork }
    public static func database() -> any Database { sharedDatabase }
    public static func analytics() -> any Analytics { sharedAnalytics }
    public static func config() -> any AppConfig { sharedConfig }
}
