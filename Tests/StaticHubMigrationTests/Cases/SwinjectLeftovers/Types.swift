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
