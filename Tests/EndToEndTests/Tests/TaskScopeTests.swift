import StaticHub
import Testing

@Suite("Task scopes")
struct TaskScopeTests {
    let recorder = RequestHub.resolveRequestRecorder()

    @Test("One instance per withScope, shared by its child tasks, built once under concurrent first resolves")
    func onePerScope() async {
        await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 1_001)) {
            let traces = await withTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<8 { group.addTask { ObjectIdentifier(RequestHub.resolveRequestTrace()) } }
                return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
            }
            async let unit = RequestHub.resolveUnitOfWork()
            async let other = RequestHub.resolveUnitOfWork()
            let units = await [unit, other]
            let unstructured = await Task { RequestHub.resolveRequestTrace() }.value
            #expect(traces == [ObjectIdentifier(unstructured)])
            #expect(units[0] === units[1])
            #expect(units[0].trace === unstructured)
            #expect(RequestHub.resolveIncomingRequest().id == 1_001)
        }
        #expect(recorder.events(of: 1_001) == ["build trace #1001", "build unit #1001", "close unit #1001"])
    }

    @Test("Calls running at once never see each other's instances or inputs")
    func concurrentCallsAreApart() async {
        let seen = await withTaskGroup(of: (Int, Int, Int).self) { group in
            for id in 2_000..<2_032 {
                group.addTask {
                    await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: id)) {
                        await Task.yield()
                        let handler = await RequestHub.resolveRequestHandler()
                        return (id, handler.trace.requestID, RequestHub.resolveIncomingRequest().id)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(seen.count == 32)
        #expect(seen.allSatisfy { $0.0 == $0.1 && $0.0 == $0.2 })
    }

    @Test("When the body throws, the instances built are let go and torn down, newest first, before withScope rethrows")
    func throwingBody() async throws {
        struct Failure: Error {}
        weak var trace: RequestTrace?
        await #expect(throws: Failure.self) {
            try await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 3_001)) {
                trace = RequestHub.resolveRequestTrace()
                _ = await RequestHub.resolveUnitOfWork()
                throw Failure()
            }
        }
        #expect(trace == nil)
        #expect(recorder.events(of: 3_001) == ["build trace #3001", "build unit #3001", "close unit #3001"])
    }

    @Test("A cancelled body ends its scope too; an instance never built is never torn down")
    func cancelledBody() async {
        let task = Task {
            await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 4_001)) {
                _ = await RequestHub.resolveUnitOfWork()
                try? await Task.sleep(for: .seconds(60))
            }
        }
        while recorder.events(of: 4_001).count < 2 { await Task.yield() }
        task.cancel()
        await task.value
        #expect(recorder.events(of: 4_001) == ["build trace #4001", "build unit #4001", "close unit #4001"])
        await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 4_002)) {
            _ = RequestHub.resolveRequestTrace()
        }
        #expect(recorder.events(of: 4_002) == ["build trace #4002"])
    }

    @Test("A build that a Task { } of the body is still making when the body ends is waited for, then torn down, before withScope returns")
    func buildOutlivingTheBody() async {
        let request = 4_101
        async let released: Void = release(request, after: "body ended")
        await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: request)) {
            Task { _ = await RequestHub.resolveSlowReport() }
            while !recorder.events(of: request).contains("start report #\(request)") { await Task.yield() }
            recorder.record("body ended #\(request)")
        }
        #expect(
            recorder.events(of: request) == [
                "build trace #4101", "start report #4101", "body ended #4101", "release report #4101", "build report #4101",
                "close report #4101"
            ])
        await released
    }

    /// Lets `request`'s `SlowReport` finish a little after `event` is recorded.
    private func release(_ request: Int, after event: String) async {
        while !recorder.events(of: request).contains("\(event) #\(request)") { await Task.yield() }
        try? await Task.sleep(for: .milliseconds(50))
        recorder.record("release report #\(request)")
    }

    @Test("A teardown that throws is reported, and the scope's other teardowns still run")
    func throwingTeardown() async {
        await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: -5)) {
            _ = await RequestHub.resolveUnitOfWork()
        }
        #expect(recorder.events(of: -5) == ["build trace #-5", "build unit #-5", "close unit #-5"])
    }

    @Test("An inner withScope of the same scope wins inside its body; the outer one's instances come back after")
    func nested() async {
        await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 6_001)) {
            let outer = RequestHub.resolveRequestTrace()
            await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 6_002)) {
                #expect(RequestHub.resolveRequestTrace().requestID == 6_002)
                #expect(RequestHub.resolveRequestTrace() !== outer)
            }
            #expect(RequestHub.resolveRequestTrace() === outer)
        }
    }

    @Test(
        "A withScope of another task scope inside one leaves it in force: inside both, each scope's resolves give its own call's instances")
    func twoScopesNest() async throws {
        try await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 6_101)) {
            let trace = RequestHub.resolveRequestTrace()
            try await StressHub.withScope(StressScope.self, scopeLedger: ScopeLedger(id: 6_102)) { () async throws -> Void in
                #expect(RequestHub.resolveRequestTrace() === trace)
                #expect(RequestHub.resolveIncomingRequest().id == 6_101)
                #expect(StressHub.resolveStressA().ledger.id == 6_102)
                await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 6_103)) {
                    #expect(RequestHub.resolveRequestTrace().requestID == 6_103)
                    #expect(StressHub.resolveScopeLedger().id == 6_102)
                }
                #expect(RequestHub.resolveRequestTrace() === trace)
            }
        }
    }

    @Test("A mock reaches a task-scoped registration: its closure runs once per withScope in the mock scope")
    func mocked() async {
        let fake = IncomingRequest(id: 7_777)
        await RequestHub.withMocks({ $0.mock(RequestTrace.self) { RequestTrace(request: fake, recorder: RequestRecorder()) } }) {
            for id in [7_001, 7_002] {
                await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: id)) {
                    let first = RequestHub.resolveRequestTrace()
                    #expect(first.requestID == 7_777)
                    #expect(RequestHub.resolveRequestTrace() === first)
                    #expect(await RequestHub.resolveUnitOfWork().trace === first)
                }
            }
        }
    }

    @Test("A mocked input reaches the instance a mock scope builds from it; the real build reads the withScope's input")
    func mockedInput() async {
        await RequestHub.withMocks({ $0.mock(IncomingRequest.self, singleton: IncomingRequest(id: 8_888)) }) {
            await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 8_001)) {
                #expect(RequestHub.resolveRequestTrace().requestID == 8_888)
            }
        }
        await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 8_002)) {
            #expect(RequestHub.resolveRequestTrace().requestID == 8_002)
        }
    }

    @Test("100 scopes in parallel, each inside its own mocks, see only their own")
    func parallelMocks() async {
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for id in 9_000..<9_100 {
                group.addTask {
                    let sender = "mock \(id)"
                    return await RequestHub.withMocks({ $0.mock(RequestMailer.self) { RequestMailer(sender: sender) } }) {
                        await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: id)) {
                            async let child = RequestHub.resolveRequestMailer()
                            let own = RequestHub.resolveRequestMailer()
                            let fromChild = await child
                            return own === fromChild && own.sender == sender && RequestHub.resolveIncomingRequest().id == id ? 0 : 1
                        }
                    }
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test("A task-scoped registration marked mustMockInTests stops a test that would make the real one")
    func mustMock() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 10_001)) {
                _ = RequestHub.resolveRequestMailer()
            }
        }
        let stop = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stop.contains("RequestMailer of 'RequestHub' (RequestHub.swift:22) is marked 'mustMockInTests: true'"), "\(stop)")
    }

    @Test("Resolving a task-scoped registration outside any withScope stops at the caller's line, naming the scope and the call to add")
    func outsideStops() async {
        let outside = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await OutsideAnyScope.resolveHandler()
        }
        let stop = String(decoding: outside?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stop.contains(
                "TaskScopeTests.swift:\(OutsideAnyScope.line): Fatal error: 'RequestTrace' lives in task scope 'RequestScope', and no 'withScope' "
                    + "of it encloses this resolve: call 'RequestHub.withScope(RequestScope.self, incomingRequest: …) { … }' around the code that resolves it"
            ),
            "\(stop)")
        // Through the overloaded `resolve`, and an async registration's accessor.
        let overload = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            OutsideAnyScope.resolveTrace()
        }
        let overloadStop = String(decoding: overload?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            overloadStop.contains("TaskScopeTests.swift:\(OutsideAnyScope.line + 1): Fatal error: 'RequestTrace' lives in task scope"),
            "\(overloadStop)")
        let asyncOutside = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await OutsideAnyScope.resolveUnitOfWork()
        }
        let asyncStop = String(decoding: asyncOutside?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            asyncStop.contains("TaskScopeTests.swift:\(OutsideAnyScope.line + 2): Fatal error: 'UnitOfWork' lives in task scope"),
            "\(asyncStop)")
        // `Task.detached` inherits no task-local, so no scope.
        let detached = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await RequestHub.withScope(RequestScope.self, incomingRequest: IncomingRequest(id: 8_001)) {
                await OutsideAnyScope.resolveInputDetached()
            }
        }
        let detachedStop = String(decoding: detached?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            detachedStop.contains(
                "TaskScopeTests.swift:\(OutsideAnyScope.line + 3): Fatal error: 'IncomingRequest' lives in task scope 'RequestScope'"),
            "\(detachedStop)")
    }
}

/// Resolves with no `withScope` around: the exit tests call these, and the stops name their lines
/// (a call written inside the exit test's closure would report the macro's line).
private enum OutsideAnyScope {
    static let line = #line + 1
    static func resolveHandler() async { _ = await RequestHub.resolveRequestHandler() }
    static func resolveTrace() { let _: RequestTrace = RequestHub.resolve() }
    static func resolveUnitOfWork() async { _ = await RequestHub.resolveUnitOfWork() }
    static func resolveInputDetached() async { _ = await Task.detached { RequestHub.resolveIncomingRequest() }.value }
}
