import StaticHub
import Testing

/// A handler that can only run inside a request's scope: its parameter says so, and no code
/// outside a `withScope` body can make one.
private func handle(_ scope: RequestHub.RequestScopeResolver) async -> (request: Int, trace: RequestTrace, handler: RequestHandler) {
    (scope.resolveIncomingRequest().id, scope.resolveRequestTrace(), await scope.resolveRequestHandler())
}

@Suite("Task scope resolvers")
struct TaskScopeResolverTests {
    let recorder = RequestHub.resolveRequestRecorder()

    @Test("A body that takes the resolver resolves the scope's instances through it, the same the hub's resolves give")
    func resolvesTheScopesInstances() async {
        let (request, trace, handler) = await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 11_001)) {
            scope in
            let resolved = await handle(scope)
            #expect(resolved.trace === RequestHub.resolveRequestTrace())
            #expect(resolved.handler.unit === (await RequestHub.resolveUnitOfWork()))
            #expect(scope.resolveRequestRecorder() === recorder)
            return resolved
        }
        #expect(request == 11_001)
        #expect(trace === handler.trace)
        #expect(recorder.events(of: 11_001) == ["build trace #11001", "build unit #11001", "close unit #11001"])
    }

    @Test("Calls running at once each hand their body a resolver of their own call")
    func concurrentResolvers() async {
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for id in 12_000..<12_064 {
                group.addTask {
                    await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: id)) { scope in
                        await Task.yield()
                        let resolved = await handle(scope)
                        return resolved.request == id && resolved.trace.requestID == id && resolved.handler.trace === resolved.trace ? 0 : 1
                    }
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test("A mock set around the call applies to what the resolver resolves")
    func mocked() async {
        await RequestHub.withMocks({ $0.mock(RequestMailer.self) { RequestMailer(sender: "resolver mock") } }) {
            await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 13_001)) { scope in
                #expect(scope.resolveRequestMailer().sender == "resolver mock")
                #expect(scope.resolveRequestMailer() === RequestHub.resolveRequestMailer())
            }
        }
    }
}
