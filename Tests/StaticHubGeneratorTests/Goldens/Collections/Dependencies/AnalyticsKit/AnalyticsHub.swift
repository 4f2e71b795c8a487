// swift-format-ignore-file
import StaticHub

public protocol AnalyticsSink: Sendable {
    func record(_ event: String)
}

public struct ConsoleSink: AnalyticsSink {
    public init() {}
    public func record(_ event: String) {}
}

/// Sends what the sinks of its hub's reach record: the library's own console sink only.
public struct Analytics: Sendable {
    public let sinks: [any AnalyticsSink]

    public init(sinks: [any AnalyticsSink]) {
        self.sinks = sinks
    }
}

public enum AnalyticsHub {}

extension AnalyticsHub {
    static let manifest: [HubRegistration] = [
        CollectionRegister((any AnalyticsSink).self, using: ConsoleSink.init),
        AutoRegister(Analytics.self, parameterTypes: .collection((any AnalyticsSink).self), using: Analytics.init(sinks:)),
    ]
}
