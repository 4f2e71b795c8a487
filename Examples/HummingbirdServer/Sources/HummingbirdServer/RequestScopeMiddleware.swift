import Hummingbird
import StaticHub

/// Runs the rest of the chain inside a new request scope, bound to the request's ID. The
/// response is written after this returns: a streamed body must not use the scope's services,
/// which end here (the echo route's body is a buffered string).
struct RequestScopeMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let id = RequestID(value: request.headers[.init("X-Request-ID")!] ?? "none")
        return try await ServerHub.withScope(RequestScope.self, requestID: id) {
            try await next(request, context)
        }
    }
}
