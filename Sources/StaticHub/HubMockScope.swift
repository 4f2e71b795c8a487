/// One link of the task-local chain of mock scopes, innermost first: a `withMocks` scope
/// (its overrides, of any hubs, and the singletons built inside it), or a barrier that hides
/// every mock while a process-wide singleton is built.
final class HubMockScope: @unchecked Sendable {
    // @unchecked: `hub`, `overrides`, `mockedHubs` and `parent` never change; `singletons`
    // is only touched while holding `lock`.
    @TaskLocal static var innermost: HubMockScope?

    /// The hub whose `withMocks` entered the scope; nil for a barrier.
    let hub: ObjectIdentifier?
    let overrides: HubMockOverrides
    /// The hubs whose registrations the scope mocks.
    private let mockedHubs: Set<ObjectIdentifier>
    let parent: HubMockScope?
    private let lock = HubLock()
    /// The singletons built inside the scope: instances, or the cells of async ones.
    private var singletons: [HubMockKey: Any] = [:]

    /// Hides every mock while a process-wide singleton is built.
    static var barrier: HubMockScope { HubMockScope(hub: nil, overrides: HubMockOverrides(), parent: nil) }

    init(hub: ObjectIdentifier?, overrides: HubMockOverrides, parent: HubMockScope?) {
        self.hub = hub
        self.overrides = overrides
        self.mockedHubs = Set(overrides.values.keys.map(\.hub))
        self.parent = parent
        if hub != nil { HubMockActivity.scopeBegan() }
    }

    deinit {
        if hub != nil { HubMockActivity.scopeEnded() }
    }

    /// Whether the scope was entered by one of `hubs`, or mocks one of their registrations.
    func concerns(_ hubs: Set<ObjectIdentifier>) -> Bool {
        hub.map(hubs.contains) == true || !mockedHubs.isDisjoint(with: hubs)
    }

    /// This scope's instance of a singleton, built on first use from the scope's mocks; not
    /// kept if building it throws.
    func singleton<Value, Failure>(_ key: HubMockKey, make: () throws(Failure) -> Value) throws(Failure) -> Value? {
        try lock.withLock { () throws(Failure) -> Value? in
            if let existing = singletons[key] { return (existing as? HubMockedInstance<Value>)?.value }
            let created = try make()
            singletons[key] = HubMockedInstance(created)
            return created
        }
    }

    /// The cell of this scope's instance of an async singleton.
    func singletonCell<Value>(_ key: HubMockKey) -> HubSingletonCell<Value>? {
        lock.withLock { HubSingletonCell.existing(in: &singletons, for: key) }
    }
}
