final class Clock: Sendable {
    let now = 42
}

final class Database: Sendable {
    let isOpen: Bool

    init(isOpen: Bool = false) { self.isOpen = isOpen }

    func opened() -> Database { Database(isOpen: true) }
}

final class Repository {
    let database: Database

    init(database: Database) { self.database = database }
}

/// Registered with an object scope of the app's own, which StaticHub has no form for: it
/// stays in Swinject, and resolves the clock that moves.
final class Session {
    let clock: Clock

    init(clock: Clock) { self.clock = clock }
}
