import Foundation

protocol Clock: Sendable {
    var now: Date { get }
}

struct FixedClock: Clock {
    let now = Date(timeIntervalSince1970: 1_000_000)
}

protocol Logger: Sendable {
    var name: String { get }
}

struct ClockLogger: Logger {
    let clock: any Clock
    var name: String { "clock-logger@\(Int(clock.now.timeIntervalSince1970))" }
}

protocol Session {
    var userName: String { get }
    var logger: any Logger { get }
}

struct UserSession: Session {
    let userName: String
    let logger: any Logger
}

/// Built from two unlabelled explicit arguments: `init(_:_:)`.
struct Counter: Equatable {
    let start: Int
    let step: Int

    init(_ start: Int, _ step: Int) {
        self.start = start
        self.step = step
    }
}

/// Every parameter resolved, none explicit.
struct Report {
    let clock: any Clock
    let logger: any Logger
}

struct Ticket {
    let number: Int
}

struct Badge {
    let title: String
}

struct Greeting {
    let text: String
}

func makeGreeting() -> Greeting {
    Greeting(text: "made by a function")
}

struct Banner {
    let text: String
}

struct Footer {
    let year: Int
}
