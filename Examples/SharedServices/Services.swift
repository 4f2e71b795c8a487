import Foundation

/// The request's ID, from its `X-Request-ID` header: the scope's input.
struct RequestID: Sendable {
    let value: String
}

/// Counts the units of work begun and closed, across requests.
final class ServerStats: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var begun = 0
    nonisolated(unsafe) private var closed = 0

    func began() { lock.withLock { begun += 1 } }
    func ended() { lock.withLock { closed += 1 } }
    var report: String { lock.withLock { "begun=\(begun) closed=\(closed)" } }
}

/// Per request: what the request's log lines carry.
final class RequestLog: Sendable {
    let requestID: String

    init(requestID: RequestID) {
        self.requestID = requestID.value
    }
}

/// Per request, with a teardown: what a database transaction would be.
final class UnitOfWork: Sendable {
    let requestID: String
    private let stats: ServerStats

    init(log: RequestLog, stats: ServerStats) {
        requestID = log.requestID
        self.stats = stats
        stats.began()
    }

    func close() async {
        stats.ended()
    }
}

/// Made per resolve from the request's services.
struct EchoHandler {
    let log: RequestLog
    let unit: UnitOfWork

    /// What the load check compares: each value must be this request's own.
    func respond(to number: String, childSawSameUnit: Bool) -> String {
        "n=\(number) request=\(log.requestID) unit=\(unit.requestID) shared=\(childSawSameUnit)"
    }
}
