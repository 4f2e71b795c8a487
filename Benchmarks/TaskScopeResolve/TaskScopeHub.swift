import StaticHub

enum BenchScope {}

enum TaskScopeHub {}

extension TaskScopeHub {
    static let manifest: [HubRegistration] = [
        TaskScope(BenchScope.self),
        ScopeInput(BenchRequest.self, scope: BenchScope.self),
        ScopeInput(BenchUser.self, scope: BenchScope.self),
        ScopedRegister(BenchLog.self, scope: BenchScope.self, parameterTypes: BenchRequest.self, using: BenchLog.init(request:))
    ]
}
