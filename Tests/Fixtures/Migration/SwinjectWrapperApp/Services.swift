final class Clock: Sendable {
    let now = 42
}

final class Greeter: Sendable {
    let clock: Clock

    init(clock: Clock) { self.clock = clock }

    func greet(_ name: String) -> String { "Hello, \(name), at \(clock.now)" }
}

/// Registered through the app's own helper, which the migration does not read: it stays.
final class Analytics: Sendable {
    let events = 0
}
