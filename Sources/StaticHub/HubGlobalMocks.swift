/// The process-wide mocks set with `mock(_:…)`, of every hub: one store, so that a mock a
/// hub sets on a registration it imports applies wherever that registration is resolved.
final class HubGlobalMocks: @unchecked Sendable {
    // @unchecked: every mutable property is only touched while holding `lock`.
    static let shared = HubGlobalMocks()

    private struct Entry {
        var value: Any
        /// The hub whose `mock(_:…)` set it, whose `resetMocks()` removes it.
        var setter: ObjectIdentifier
    }

    private let lock = HubLock()
    private var entries: [HubMockKey: Entry] = [:]
    /// Singletons built while global mocks are set; emptied whenever they change.
    private var singletons: [HubMockKey: Any] = [:]

    /// Applies `change` to the entries (the lock held), drops the singletons built from the
    /// old ones, and counts the store as one active mock source while it is not empty.
    private func changeEntries(_ change: (inout [HubMockKey: Entry]) -> Void) {
        let wasEmpty = entries.isEmpty
        change(&entries)
        singletons = [:]
        if wasEmpty != entries.isEmpty {
            HubMockActivity.globalMocksChanged(toSet: !entries.isEmpty)
        }
    }

    func value(for key: HubMockKey) -> Any? {
        lock.withLock { entries[key]?.value }
    }

    /// The instance built from the global mocks, or nil while none of `reach` is mocked.
    func singleton<Value, Failure>(_ key: HubMockKey, reach: Set<ObjectIdentifier>, make: () throws(Failure) -> Value) throws(Failure) -> Value? {
        try lock.withLock { () throws(Failure) -> Value? in
            guard entries.keys.contains(where: { reach.contains($0.hub) }) else { return nil }
            if let existing = singletons[key] { return (existing as? HubMockedInstance<Value>)?.value }
            let created = try make()
            singletons[key] = HubMockedInstance(created)
            return created
        }
    }

    /// The cell of the async singleton built from the global mocks, or nil while none of
    /// `reach` is mocked. Creation happens outside this store's lock.
    func singletonCell<Value>(_ key: HubMockKey, reach: Set<ObjectIdentifier>) -> HubSingletonCell<Value>? {
        lock.withLock {
            guard entries.keys.contains(where: { reach.contains($0.hub) }) else { return nil }
            return HubSingletonCell.existing(in: &singletons, for: key)
        }
    }

    func set(_ value: Any?, for key: HubMockKey, by setter: ObjectIdentifier) {
        lock.withLock {
            changeEntries { $0[key] = value.map { Entry(value: $0, setter: setter) } }
        }
    }

    /// Removes the mocks `hub` set, and those of `hub`'s own registrations.
    func reset(_ hub: ObjectIdentifier) {
        lock.withLock {
            changeEntries { $0 = $0.filter { $0.key.hub != hub && $0.value.setter != hub } }
        }
    }
}
