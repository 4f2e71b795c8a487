import StaticHub

/// A server's hub: process-wide services beside a task scope per request.
enum RequestHub {}

enum RequestScope {}

extension RequestHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(RequestRecorder.self, using: RequestRecorder.init),
        TaskScope(RequestScope.self),
        ScopeInput(IncomingRequest.self, scope: RequestScope.self),
        ScopedRegister(
            RequestTrace.self, scope: RequestScope.self, parameterTypes: IncomingRequest.self, RequestRecorder.self,
            using: RequestTrace.init(request:recorder:)),
        ScopedRegister(
            UnitOfWork.self, scope: RequestScope.self, effects: [.async], parameterTypes: RequestTrace.self, using: UnitOfWork.init(trace:),
            onScopeEnd: { try $0.close() }),
        AutoRegister(
            RequestHandler.self, parameterTypes: RequestTrace.self, UnitOfWork.self,
            using: RequestHandler.init(trace:unit:)),
        ScopedRegister(RequestMailer.self, scope: RequestScope.self, mustMockInTests: true, using: { RequestMailer() }),
        ScopedRegister(
            SlowReport.self, scope: RequestScope.self, effects: [.async], parameterTypes: RequestTrace.self,
            using: SlowReport.init(trace:), onScopeEnd: { $0.close() })
    ]
}
