/// One request, for every contender: enter a scope binding two inputs, resolve the scoped log
/// twice (its first resolve builds it, the second reads it), leave.
enum RequestScopeGraph {
    @inline(never)
    static func handle(_ contender: Contender, id: Int) -> ScopedLog {
        switch contender {
        case .handWritten: HandWrittenRequestScope.handle(id: id)
        case .staticHub: RequestScopeHub.handle(id: id)
        case .swiftDependencies: DependenciesRequestScope.handle(id: id)
        case .swinject: preconditionFailure("Swinject has no scope per task")
        }
    }
}
