import StaticHub
import Vapor

/// Runs the rest of the chain inside a new request scope, bound to the request's ID. Only the
/// async chain carries it: Vapor runs a non-async middleware or route on an event loop, where
/// the scope's task-local is lost.
struct RequestScopeMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let id = RequestID(value: request.headers.first(name: "X-Request-ID") ?? "none")
        return try await ServerHub.withScope(RequestScope.self, requestID: id) {
            try await next.respond(to: request)
        }
    }
}
