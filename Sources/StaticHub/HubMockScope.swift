/// One link of the task-local chain of mock scopes, innermost first: a `withMocks` scope
/// of one hub (its overrides and the singletons built inside it), or a barrier that hides
/// every mock while a process-wide singleton is built.
final class HubMockScope: @unchecked Sendable {
    // @unchecked: `hub`, `overrides` and `parent` never change; `singletons` is only
    // touched while holding `lock`.
    @TaskLocal static var innermost: HubMockScope?

    /// The scope's hub; nil for a barrier.
    let hub: ObjectIdentifier?
    let overrides: HubMockOverrides
    let parent: HubMockScope?
    private let lock = HubLock()
    private var singletons: [String: Any] = [:]

    init(hub: ObjectIdentifier?, overrides: HubMockOverrides, parent: HubMockScope?) {
        self.hub = hub
        self.overrides = overrides
        self.parent = parent
    }

    /// What the current task's scopes say about `hub`.
    enum Lookup {
        /// A barrier: no mock applies, not even a global one.
        case suppressed
        /// The innermost scope of `hub` first; empty when the task has none.
        case scopes([HubMockScope])
    }

    static func lookup(for hub: ObjectIdentifier) -> Lookup {
        var scopes: [HubMockScope] = []
        var scope = innermost
        while let current = scope {
            guard let scopeHub = current.hub else { return .suppressed }
            if scopeHub == hub { scopes.append(current) }
            scope = current.parent
        }
        return .scopes(scopes)
    }

    /// This scope's instance of a singleton, built on first use from the scope's mocks.
    func singleton<Value>(_ key: String, make: () -> Value) -> Value? {
        lock.withLock {
            if let existing = singletons[key] { return existing as? Value }
            let created = make()
            singletons[key] = created
            return created
        }
    }
}
