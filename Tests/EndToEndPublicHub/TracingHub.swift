import StaticHub

/// A library with a task scope: each request its importer handles gets its own trace.
public enum TracingHub {}

/// A request the library traces, one `withScope` each.
public enum TracedRequest {}

public struct TraceID: Sendable, Equatable {
    public let value: Int

    public init(value: Int) {
        self.value = value
    }
}

public final class RequestSpan: Sendable {
    public let traceID: TraceID

    init(traceID: TraceID) {
        self.traceID = traceID
    }
}

extension TracingHub {
    static let all: [HubRegistration] = [
        TaskScope(TracedRequest.self),
        ScopeInput(TraceID.self, scope: TracedRequest.self),
        ScopedRegister(RequestSpan.self, scope: TracedRequest.self, parameterTypes: TraceID.self, using: RequestSpan.init(traceID:))
    ]
}
