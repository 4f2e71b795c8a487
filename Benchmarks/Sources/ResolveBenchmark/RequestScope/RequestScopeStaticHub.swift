import StaticHub

enum RequestScope {}

enum RequestScopeHub {}

extension RequestScopeHub {
    static let manifest: [HubRegistration] = [
        TaskScope(RequestScope.self),
        ScopeInput(ScopedRequest.self, scope: RequestScope.self),
        ScopeInput(ScopedUser.self, scope: RequestScope.self),
        ScopedRegister(ScopedLog.self, scope: RequestScope.self, parameterTypes: ScopedRequest.self, using: ScopedLog.init(request:))
    ]

    static func handle(id: Int) -> ScopedLog {
        withScope(RequestScope.self, scopedRequest: ScopedRequest(id: id), scopedUser: ScopedUser(id: id)) {
            let first = resolveScopedLog()
            return resolveScopedLog() === first ? first : ScopedLog(request: ScopedRequest(id: -1))
        }
    }
}
