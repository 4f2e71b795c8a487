import StaticHub

/// The server's hub: app-wide singletons, and a task scope per request.
enum ServerHub {}

/// The marker of the request scope.
enum RequestScope {}

extension ServerHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(ServerStats.self, using: ServerStats.init),
        TaskScope(RequestScope.self),
        ScopeInput(RequestID.self, scope: RequestScope.self),
        ScopedRegister(RequestLog.self, scope: RequestScope.self, parameterTypes: RequestID.self, using: RequestLog.init(requestID:)),
        ScopedRegister(
            UnitOfWork.self, scope: RequestScope.self, parameterTypes: RequestLog.self, ServerStats.self,
            using: UnitOfWork.init(log:stats:), onScopeEnd: { await $0.close() }),
        AutoRegister(EchoHandler.self, parameterTypes: RequestLog.self, UnitOfWork.self, using: EchoHandler.init(log:unit:))
    ]
}
