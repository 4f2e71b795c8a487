import Foundation

protocol AnalyticsSink: Sendable {
    var name: String { get }
}

/// A class, so a test can tell a new element from a reused one.
final class ConsoleSink: AnalyticsSink {
    let name = "console"
}

struct FileSink: AnalyticsSink {
    let name: String

    init(directory: String) {
        name = "file:" + directory
    }
}

struct NamedSink: AnalyticsSink {
    let name: String
}

/// Sends every event to each sink its hub's collection holds; one per process.
final class Analytics: Sendable {
    let sinks: [any AnalyticsSink]
    let plugins: [any AnalyticsPlugin]

    init(sinks: [any AnalyticsSink], plugins: [any AnalyticsPlugin]) {
        self.sinks = sinks
        self.plugins = plugins
    }
}

/// Nothing registers one: its collection is empty.
protocol AnalyticsPlugin: Sendable {}

enum Debug {}

/// Connects asynchronously, and fails while `isReachable` is false.
struct RemoteSink: AnalyticsSink {
    struct Unreachable: Error, Equatable {}

    nonisolated(unsafe) static var isReachable = true
    let name = "remote"

    static func connect() async throws(Unreachable) -> RemoteSink {
        await Task.yield()
        guard isReachable else { throw Unreachable() }
        return RemoteSink()
    }
}

/// Made per session from a caller's argument and the collection of sinks.
struct AnalyticsSession {
    let user: String
    let sinks: [any AnalyticsSink]
}

/// Main-actor widgets of an isolated hub's collection.
@MainActor
protocol Widget: AnyObject {
    var title: String { get }
}

@MainActor
final class ClockWidget: Widget {
    let title = "clock"
}

@MainActor
final class WeatherWidget: Widget {
    let title = "weather"
}
