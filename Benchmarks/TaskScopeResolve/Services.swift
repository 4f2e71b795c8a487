/// The scope's two inputs, as a middleware binds them.
struct BenchRequest: Sendable {
    let id: Int
}

struct BenchUser: Sendable {
    let id: Int
}

/// The per-request instance, made from an input.
final class BenchLog: Sendable {
    let requestID: Int

    init(request: BenchRequest) {
        requestID = request.id
    }
}
