protocol Clock: Sendable {
    var now: Int { get }
}

struct SystemClock: Clock {
    var now: Int { 42 }
}

struct FixedClock: Clock {
    let now: Int
}

protocol APIClient: Sendable {
    func fetch(_ path: String) -> String
}

final class LiveAPIClient: APIClient {
    let clock: any Clock

    init(clock: any Clock) {
        self.clock = clock
    }

    func fetch(_ path: String) -> String {
        "GET \(path) at \(clock.now)"
    }
}

final class Settings: Sendable {
    let createdAt: Int

    init(clock: any Clock) {
        createdAt = clock.now
    }
}

@MainActor
final class Store {
    var items: [String] = []
}

struct Greeter {
    let name: String
    let api: any APIClient

    func greet() -> String {
        "Hello, \(name): \(api.fetch("/greeting"))"
    }
}

final class Cart: Sendable {}

final class Token: Sendable {}

struct Box<Value: Sendable>: Sendable {
    let value: Value
}

struct ReportTitle: Sendable {
    let text: String
}

/// Registered again once the app knows its host: run-time configuration.
final class Backend: Sendable {
    let host: String
    let port: Int

    init(host: String, port: Int) {
        self.host = host
        self.port = port
    }
}

struct Uploader {
    let backend: Backend

    func target() -> String {
        "\(backend.host):\(backend.port)"
    }
}

protocol Greeting: Sendable {
    var text: String { get }
}

struct PlainGreeting: Greeting {
    var text: String { "hello" }
}

struct LoudGreeting: Greeting {
    let text: String
}

struct Signature: Sendable {
    let name: String
}

struct AppSettings {
    let author: String
}

struct Tally: Sendable {
    var count = 0
}

struct AuditLog {
    let time: Int

    init(clock: any Clock) {
        time = clock.now
    }
}

struct Banner {
    let text: String

    init(prefix: String, clock: any Clock) {
        text = prefix + String(clock.now)
    }
}

struct Label {
    let text: String

    init(text: String, count: Int) {
        self.text = "\(text) ×\(count)"
    }
}

/// Registered in debug builds only.
struct Inspector {
    let time: Int

    init(clock: any Clock) {
        time = clock.now
    }
}

/// Registered in each branch of an '#if'.
struct BuildLabel: Sendable {
    let text: String
}

/// Registered on every platform but iOS.
final class Shortcuts: Sendable {
    let keys: [String]

    init(keys: [String]) {
        self.keys = keys
    }
}
