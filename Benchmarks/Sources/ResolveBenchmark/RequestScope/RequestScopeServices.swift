/// The request scope's two inputs, as a server's middleware binds them.
struct ScopedRequest: Sendable {
    let id: Int
}

struct ScopedUser: Sendable {
    let id: Int
}

/// The per-request instance, made from an input on its first resolve in the request.
final class ScopedLog: Sendable {
    let requestID: Int

    init(request: ScopedRequest) {
        requestID = request.id
    }
}

/// One request, for every contender: enter a scope binding two inputs, resolve the scoped log
/// twice (its first resolve builds it, the second reads it), leave.
enum RequestScopeGraph {
    @inline(never)
    static func handle(_ contender: Contender, id: Int) -> ScopedLog {
        switch contender {
        case .handWritten: HandWrittenRequestScope.handle(id: id)
        case .staticHub: RequestScopeHub.handle(id: id)
        case .swiftDependencies: DependenciesRequestScope.handle(id: id)
        case .swinject: preconditionFailure("Swinject has no scope per task")
        }
    }
}
