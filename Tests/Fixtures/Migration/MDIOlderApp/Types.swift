protocol JSClient: Sendable {
    func fetch(_ path: String) -> String
}

protocol UserService {
    func name(of id: Int) -> String
}

protocol Greeter {
    func greet(_ id: Int) -> String
}

final class JSClientImpl: JSClient {
    func fetch(_ path: String) -> String { "user-\(path.split(separator: "/").last ?? "")" }
}

final class JSUserService: UserService {
    let client: JSClient

    init(client: JSClient) {
        self.client = client
    }

    func name(of id: Int) -> String { client.fetch("/users/\(id)") }
}

struct FriendlyGreeter: Greeter {
    let users: UserService

    static func make(users: UserService) -> FriendlyGreeter {
        FriendlyGreeter(users: users)
    }

    func greet(_ id: Int) -> String { "Hello, \(users.name(of: id))" }
}

struct Report {
    let users: UserService
    let greeter: Greeter

    var summary: String { "report for \(users.name(of: 3)); \(greeter.greet(4))" }
}

final class Session {
    let id: Int

    init(id: Int) {
        self.id = id
    }
}
