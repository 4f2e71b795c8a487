import Foundation
import StaticHub

/// What a server's middleware binds for one request.
struct IncomingRequest: Sendable {
    let id: Int
}

/// Counts what the task-scope tests build and tear down, by request.
final class RequestRecorder: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var events: [String] = []

    func record(_ event: String) {
        lock.withLock { events.append(event) }
    }

    func events(of request: Int) -> [String] {
        lock.withLock { events.filter { $0.hasSuffix("#\(request)") } }
    }

    var all: [String] { lock.withLock { events } }
}

/// Made from the request; its teardown is recorded.
final class RequestTrace: Sendable {
    let requestID: Int
    let recorder: RequestRecorder

    init(request: IncomingRequest, recorder: RequestRecorder) {
        requestID = request.id
        self.recorder = recorder
        recorder.record("build trace #\(request.id)")
    }
}

struct UnitOfWorkError: Error {}

/// Depends on the trace, builds asynchronously, and has a throwing teardown.
final class UnitOfWork: Sendable {
    let trace: RequestTrace

    init(trace: RequestTrace) async {
        self.trace = trace
        await Task.yield()
        trace.recorder.record("build unit #\(trace.requestID)")
    }

    func close() throws {
        trace.recorder.record("close unit #\(trace.requestID)")
        if trace.requestID < 0 { throw UnitOfWorkError() }
    }
}

/// Resolved per request, made from the trace and the unit of work.
struct RequestHandler: Sendable {
    let trace: RequestTrace
    let unit: UnitOfWork
}

/// A live service no test may reach: marked `mustMockInTests: true`.
final class RequestMailer: Sendable {
    let sender: String

    init(sender: String = "live") {
        self.sender = sender
    }
}
