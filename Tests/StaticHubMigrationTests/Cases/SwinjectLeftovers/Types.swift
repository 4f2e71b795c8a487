import Foundation

final class Database {
    func open() {}
}

final class Cache {}

struct Repository {
    let database: Database
}

struct Loader {
    let url: URL
}

struct Parser {
    init(text: String) {}
}

protocol Clock {}
struct SystemClock: Clock {}

struct Card {}

struct Ticker {
    let clock: Clock
}

final class Cell {}

final class Table {
    func register(_ type: Cell.Type, forCellReuseIdentifier identifier: String) {}
}

struct Holder {}

protocol HostSettings {}

struct Printer {
    let host: HostSettings
}

struct Palette {
    let name: String
}

final class Report {
    init(repository: Repository) {}
    init(database: Database) {}
}

struct Palette {
    let name: String
}

struct Badge {
    let text: String
}

struct Inspector {
    let parser: Parser
}
