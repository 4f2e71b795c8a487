import FeatureKit
import ServiceKit
import StaticHub

// Every type here is `@MainActor` by the target's default, non-`Sendable` classes included.

protocol Clock {
    func now() -> String
}

final class SystemClock: Clock {
    func now() -> String { "09:41" }
}

struct Greeter {
    let clock: any Clock
    let client: any HTTPClient
    func greet(_ name: String) -> String { "Hello, \(name)! It is \(clock.now()). \(client.get("/hello"))" }
}

struct Order {
    let number: Int
    let greeter: Greeter
}

final class ImageCache {}

protocol Logger {
    func log(_ line: String) -> String
}

final class ConsoleLogger: Logger {
    func log(_ line: String) -> String { "console: \(line)" }
}

protocol AnalyticsSink {
    var name: String { get }
}

struct ConsoleSink: AnalyticsSink { let name = "console" }
struct FileSink: AnalyticsSink { let name = "file" }

/// Tags the sink a caller picks.
enum Remote {}

final class Analytics {
    let sinks: [any AnalyticsSink]
    let logger: (any Logger)?
    init(sinks: [any AnalyticsSink], logger: (any Logger)?) {
        self.sinks = sinks
        self.logger = logger
    }
}

/// The app's own title style, replacing the feature's default.
struct ShoutedTitle: TitleStyle {
    func title(_ text: String) -> String { text.uppercased() }
}

/// Opaque kinds: callers see `some Palette` and `some Badge`.
protocol Palette: AnyObject {
    var name: String { get }
}

final class NightPalette: Palette {
    let name = "night"
}

protocol Badge {
    var label: String { get }
}

struct NameBadge: Badge {
    let label: String
    init(name: String) { label = "badge: \(name)" }
}

/// Made asynchronously on the main actor, registered as a protocol: `Sendable`, which the
/// main-actor class conforms to as it is, so the made value may leave the factory.
protocol Engine: Sendable {
    var kind: String { get }
}

final class V8: Engine {
    let kind = "v8"
    init() async {}
}

/// Made asynchronously, and may fail.
final class Database {
    let name: String
    init(name: String) { self.name = name }
    static func open() async throws -> Database { Database(name: "main.sqlite") }
}

final class Repository {
    let database: Database
    init(database: Database) { self.database = database }
}

/// A user's session: a scope of its own, whose input is bound at login.
enum UserSession {}
enum APIKey {}

final class Cart {
    let key: String
    init(key: String) { self.key = key }
}

/// Lazily made on `make()`, which breaks the cycle with `Screen`.
final class Router {
    let screens: HubFactory<Screen>
    init(screens: HubFactory<Screen>) { self.screens = screens }
}

final class Screen {
    let router: Router
    init(router: Router) { self.router = router }
}

protocol Theme {
    var name: String { get }
}

struct DarkTheme: Theme { let name = "dark" }

/// Talks to the world: a test must mock it.
protocol PaymentGateway {
    func charge() -> String
}

final class LivePaymentGateway: PaymentGateway {
    func charge() -> String { "charged for real" }
}

/// `Sendable` and nonisolated: registered on the nonisolated hub, made off the main actor.
nonisolated struct Checksum: Sendable {
    let value: Int
}
