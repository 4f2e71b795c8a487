final class Clock: Sendable {
    let now = 42
}

final class Greeter: Sendable {
    let clock: Clock

    init(clock: Clock) { self.clock = clock }

    func greet(_ name: String) -> String { "Hello, \(name), at \(clock.now)" }
}

/// Registered through the app's own helper, whose body is one plain 'register': read as that call.
final class Analytics: Sendable {
    let events = 0
}

/// Registered through the app's helper that passes its closure to Swinject's `_register`.
final class Tracker: Sendable {
    let clock: Clock

    init(clock: Clock) { self.clock = clock }
}

/// Registered through the helper that returns the entry, once plain and once by name.
final class Region: Sendable {
    let code: String

    init(code: String) { self.code = code }
}
