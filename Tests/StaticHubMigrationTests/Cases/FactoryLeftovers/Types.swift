struct Config: Sendable {
    let apiKey: String
}

final class Formatter {
    var style = 0
}

protocol Analytics {}
struct ConsoleAnalytics: Analytics {}
struct MockAnalytics: Analytics {}

struct Report {
    let formatter: Formatter
    var text: String { "report" }
}

struct User {
    let id: Int
}

struct Profile {
    let user: User
}

final class Clock: Sendable {}

struct Timer {
    let clock: Clock
}

struct Limit {
    let value: Int
}

final class Cache {
    var entries: [String] = []
}

@MainActor final class Badge {
    nonisolated init() {}
}

final class Session {}

struct SessionUser {
    let session: Session
}

struct Greeter {
    init(name: String, clock: Clock, shout: [String]) {}
}

final class Player {}

struct Theme {
    let name: String
}

struct Holder {
    init(container: Container) {}
    init(clock: Clock) {}
}

final class Jukebox {}

struct Playlist {
    init(name: String, formatter: Formatter) {}
    init(name: String, report: Report) {}
}
final class Haptics {}
struct Vibration {
    let haptics: Haptics
}
struct Greeting {
    init(text: String, count: Int) {}
}
@available(iOS 17, macOS 14, *)
struct TipJar {}
