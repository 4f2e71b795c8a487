// swift-format-ignore-file
import StaticHub

enum RequestScope {}
enum BatchScope {}

struct HTTPRequest: Sendable {
    let path: String
}

final class Database: Sendable {
    init() {}
}

final class RequestLog: Sendable {
    init(request: HTTPRequest, requestID: String) {}
}

struct TransactionError: Error {}

final class Transaction: Sendable {
    init(database: Database, log: RequestLog) async throws(TransactionError) {}
    func close() async throws {}
}

struct UserController {
    init(log: RequestLog, transaction: HubAsyncThrowingFactory<Transaction>) {}
}

final class BatchCounter: Sendable {
    init() {}
}

enum Server {}

extension Server {
    static let manifest: [HubRegistration] = [
        SingletonRegister(Database.self, using: Database.init),
        TaskScope(RequestScope.self),
        ScopeInput(HTTPRequest.self, scope: RequestScope.self),
        ScopeInput(String.self, scope: RequestScope.self, name: "requestID", default: { "none" }),
        ScopedRegister(RequestLog.self, scope: RequestScope.self, parameterTypes: HTTPRequest.self, String.self, using: RequestLog.init(request:requestID:)),
        ScopedRegister(Transaction.self, scope: RequestScope.self, effects: [.async, .throws(TransactionError.self)], parameterTypes: Database.self, RequestLog.self, using: Transaction.init, onScopeEnd: { try await $0.close() }),
        AutoRegister(UserController.self, parameterTypes: .resolved(RequestLog.self), .provider(Transaction.self), using: UserController.init(log:transaction:)),
        TaskScope(BatchScope.self),
        ScopedRegister(BatchCounter.self, scope: BatchScope.self, using: BatchCounter.init),
    ]
}

func useEveryMember() async throws {
    let request = HTTPRequest(path: "/")
    let _: UserController = await Server.withScope(RequestScope.self, httpRequest: request) {
        let _: Transaction = try! await Server.resolve(Transaction.self)
        return Server.resolveUserController()
    }
    try await Server.withScope(RequestScope.self, httpRequest: request, requestID: "42") { () async throws -> Void in
        let _: RequestLog = Server.resolve()
        let _: String = Server.resolveRequestID()
    }
    Server.withScope(BatchScope.self) {
        let _: BatchCounter = Server.resolveBatchCounter()
    }
    #if DEBUG
    Server.withMocks({ $0.mock(RequestLog.self) { RequestLog(request: request, requestID: "mock") } }) {}
    #endif
}
