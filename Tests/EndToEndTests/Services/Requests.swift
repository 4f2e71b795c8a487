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

/// Built until the test records "release report #<request>": a build that a `Task { }` of
/// the body is still making when the body ends.
final class SlowReport: Sendable {
    let trace: RequestTrace

    init(trace: RequestTrace) async {
        self.trace = trace
        let request = trace.requestID
        trace.recorder.record("start report #\(request)")
        while !trace.recorder.events(of: request).contains("release report #\(request)") {
            try? await Task.sleep(for: .milliseconds(1))
        }
        trace.recorder.record("build report #\(request)")
    }

    func close() {
        trace.recorder.record("close report #\(trace.requestID)")
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
