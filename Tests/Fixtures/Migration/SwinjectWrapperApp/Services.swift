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
