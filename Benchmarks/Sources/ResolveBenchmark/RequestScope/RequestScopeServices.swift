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
