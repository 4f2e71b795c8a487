import Hummingbird

/// `HummingbirdServer [port]`: serves `GET /echo/:n` from the request's scope, `GET /stats`
/// with the units of work begun and closed, and `GET /health`.
@main
struct HummingbirdServer {
    static func main() async throws {
        let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8080
        let router = Router()
        router.get("health") { _, _ in "ok" }
        router.get("stats") { _, _ in ServerHub.resolveServerStats().report }
        router.group().add(middleware: RequestScopeMiddleware()).get("echo/:n") { _, context -> String in
            let number = context.parameters.get("n") ?? ""
            // A child task shares the request's instances.
            async let childUnit = ServerHub.resolveUnitOfWork()
            let handler = ServerHub.resolveEchoHandler()
            return handler.respond(to: number, childSawSameUnit: await childUnit === handler.unit)
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
        try await app.runService()
    }
}
