import Network

// Under the `MainActor` default every type here without `nonisolated` is main-actor isolated.

protocol Clock {
    func now() -> String
}

final class SystemClock: Clock {
    let time: String
    init(time: String = "09:41") { self.time = time }
    func now() -> String { time }
}

final class Store {
    var items: [String]
    init(items: [String]) { self.items = items }
}

struct Banner {
    let text: String
}

struct Greeter {
    let clock: any Clock
    let client: any HTTPClient
    func greet(_ name: String) -> String { "Hello, \(name)! It is \(clock.now()). \(client.get("/hello"))" }
}

enum UserSession {}
enum APIKey {}

final class Cart {
    let key: String
    init(key: String) { self.key = key }
}

nonisolated protocol Uploader: Sendable {
    func upload(_ name: String) -> String
}

nonisolated struct LiveUploader: Uploader {
    func upload(_ name: String) -> String { "uploaded \(name) for real" }
}
