import Vapor

/// `VaporServer [port]`: serves `GET /echo/:n` from the request's scope, `GET /stats` with the
/// units of work begun and closed, and `GET /health`.
@main
struct VaporServer {
    static func main() async throws {
        let port = CommandLine.arguments.dropFirst().first ?? "8080"
        let environment = Environment(name: "production", arguments: ["VaporServer", "serve", "--hostname", "127.0.0.1", "--port", port])
        let app = try await Application.make(environment)
        app.get("health") { _ async in "ok" }
        app.get("stats") { _ async in ServerHub.resolveServerStats().report }
        app.grouped(RequestScopeMiddleware()).get("echo", ":n") { request async -> String in
            let number = request.parameters.get("n") ?? ""
            // A child task shares the request's instances.
            async let childUnit = ServerHub.resolveUnitOfWork()
            let handler = ServerHub.resolveEchoHandler()
            return handler.respond(to: number, childSawSameUnit: await childUnit === handler.unit)
        }
        do {
            try await app.execute()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
