/// The task-local of each task scope, holding the frame of the innermost `withScope` of that
/// scope the task runs inside: made on first request and kept for the life of the process.
/// The scope's store and every cell of the scope (the declaring hub's, its importers' copies,
/// mock scopes') ask for it once, when they are made, and keep it.
///
/// One task-local per scope rather than one for every scope: a resolve reads its scope's frame
/// with one read, walking no chain of other scopes' frames, and entering a scope reads nothing.
enum HubTaskScopeFrames {
    private static let lock = HubLock()
    // nonisolated(unsafe): only touched under `lock`.
    nonisolated(unsafe) private static var taskLocals: [ObjectIdentifier: TaskLocal<HubTaskScopeFrame?>] = [:]

    /// The task-local of the task scope `scope` names.
    static func taskLocal(of scope: Any.Type) -> TaskLocal<HubTaskScopeFrame?> {
        lock.withLock {
            if let taskLocal = taskLocals[ObjectIdentifier(scope)] { return taskLocal }
            let taskLocal = TaskLocal<HubTaskScopeFrame?>(wrappedValue: nil)
            taskLocals[ObjectIdentifier(scope)] = taskLocal
            return taskLocal
        }
    }
}
