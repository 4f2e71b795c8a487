/// The process-wide mocks set with `mock(_:…)`, of every hub: one store, so that a mock a
/// hub sets on a registration it imports applies wherever that registration is resolved.
final class HubGlobalMocks: @unchecked Sendable {
    // @unchecked: every mutable property is only touched while holding `lock`.
    static let shared = HubGlobalMocks()

    private struct Entry {
        var value: HubStoredValue
        /// The hub whose `mock(_:…)` set it, whose `resetMocks()` removes it.
        var setter: ObjectIdentifier
    }

    private let lock = HubLock()
    private var entries: [HubMockKey: Entry] = [:]
    /// The hubs whose registrations are mocked.
    private var mockedHubs: Set<ObjectIdentifier> = []
    /// Singletons built while global mocks are set, by slot; emptied whenever they change.
    private var singletons: [Int: HubStoredValue] = [:]

    /// Applies `change` to the entries (the lock held), drops the singletons built from the
    /// old ones, and publishes what a resolve checks before taking the lock.
    private func changeEntries(_ change: (inout [HubMockKey: Entry]) -> Void) {
        let wasEmpty = entries.isEmpty
        change(&entries)
        singletons = [:]
        mockedHubs = Set(entries.keys.map(\.hub))
        HubMockActivity.globalMockedBits = entries.keys.reduce(0) { $0 | $1.bit }
        if wasEmpty != entries.isEmpty {
            HubMockActivity.globalMocksChanged(toSet: !entries.isEmpty)
        }
    }

    /// The mock of `key`, whose `bit` the caller computed.
    func value(for key: HubMockKey, bit: UInt64) -> HubStoredValue? {
        guard HubMockActivity.globalMockedBits & bit != 0 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return entries[key]?.value
    }

    /// The instance in `slot` built from the global mocks, or nil while none of `reach` is mocked.
    func singleton<Failure>(slot: Int, reach: Set<ObjectIdentifier>, make: () throws(Failure) -> HubStoredValue) throws(Failure) -> HubStoredValue? {
        lock.lock()
        defer { lock.unlock() }
        guard !mockedHubs.isDisjoint(with: reach) else { return nil }
        if let existing = singletons[slot] { return existing }
        let created = try make()
        singletons[slot] = created
        return created
    }

    func set(_ value: HubStoredValue?, for key: HubMockKey, by setter: ObjectIdentifier) {
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
