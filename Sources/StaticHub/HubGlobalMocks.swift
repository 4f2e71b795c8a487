#if DEBUG  // The mock store: see HubMockRegistryWithoutStore.swift for builds without it.
    /// The process-wide mocks set with `mock(_:…)`, of every hub: one store, so that a mock a
    /// hub sets on a registration it imports applies wherever that registration is resolved.
    /// Beneath them, a test target's defaults (`HubTestDefaults`) or the app's preview defaults
    /// (`HubPreviewDefaults`), which no reset removes.
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
        /// The test defaults of the hubs that declare them, once installed.
        private var defaults: [HubMockKey: HubStoredValue] = [:]
        /// The hubs whose registrations are mocked.
        private var mockedHubs: Set<ObjectIdentifier> = []
        /// Singletons built while global mocks are set, by slot, with the hubs whose mocks they
        /// may have been built from; dropped when a mock of one of those hubs changes.
        private var singletons: [Int: (value: HubStoredValue, reach: Set<ObjectIdentifier>)] = [:]

        /// Applies `change`, which changes mocks of `hubs`, to the entries (the lock held), drops
        /// the singletons that may have been built from the old ones, and publishes what a
        /// resolve checks before taking the lock. Other hubs' singletons stay: a test setting a
        /// global mock of one hub does not rebuild those of an unrelated hub in a parallel test.
        private func changeEntries(of hubs: Set<ObjectIdentifier>, _ change: (inout [HubMockKey: Entry]) -> Void) {
            let wasEmpty = entries.isEmpty && defaults.isEmpty
            change(&entries)
            singletons = singletons.filter { $0.value.reach.isDisjoint(with: hubs) }
            let keys = Array(entries.keys) + Array(defaults.keys)
            mockedHubs = Set(keys.map(\.hub))
            HubMockActivity.globalMockedBits = keys.reduce(0) { $0 | $1.bit }
            let isEmpty = entries.isEmpty && defaults.isEmpty
            if wasEmpty != isEmpty {
                HubMockActivity.globalMocksChanged(toSet: !isEmpty)
            }
        }

        /// The mock of `key`, whose `bit` the caller computed.
        func value(for key: HubMockKey, bit: UInt64) -> HubStoredValue? {
            guard HubMockActivity.globalMockedBits & bit != 0 else { return nil }
            lock.lock()
            defer { lock.unlock() }
            return entries[key]?.value ?? defaults[key]
        }

        /// The instance in `slot` built from the global mocks, or nil while none of `reach` is mocked.
        func singleton<Failure>(slot: Int, reach: Set<ObjectIdentifier>, make: () throws(Failure) -> HubStoredValue) throws(Failure)
            -> HubStoredValue?
        {
            lock.lock()
            defer { lock.unlock() }
            guard !mockedHubs.isDisjoint(with: reach) else { return nil }
            if let existing = singletons[slot] { return existing.value }
            let created = try make()
            singletons[slot] = (created, reach)
            return created
        }

        func set(_ value: HubStoredValue?, for key: HubMockKey, by setter: ObjectIdentifier) {
            lock.withLock {
                changeEntries(of: [key.hub]) { $0[key] = value.map { Entry(value: $0, setter: setter) } }
            }
        }

        /// Adds a hub's test defaults beneath the global mocks, for the rest of the process.
        func addDefaults(_ overrides: _HubMockOverrides) {
            lock.withLock {
                changeEntries(of: Set(overrides.values.keys.map(\.hub))) { _ in
                    defaults.merge(overrides.values) { _, added in added }
                }
            }
        }

        /// Replaces the mocks `setter` set with `overrides`, in one change.
        func replace(with overrides: _HubMockOverrides, setBy setter: ObjectIdentifier) {
            lock.withLock {
                let changed = Set(overrides.values.keys.map(\.hub) + entries.filter { $0.value.setter == setter }.keys.map(\.hub))
                changeEntries(of: changed) { entries in
                    entries = entries.filter { $0.value.setter != setter }
                    for (key, value) in overrides.values { entries[key] = Entry(value: value, setter: setter) }
                }
            }
        }

        /// Removes the mocks `hub` set, and those of `hub`'s own registrations (not test defaults).
        func reset(_ hub: ObjectIdentifier) {
            lock.withLock {
                let removed = entries.filter { $0.key.hub == hub || $0.value.setter == hub }
                changeEntries(of: Set(removed.keys.map(\.hub))) { $0 = $0.filter { $0.key.hub != hub && $0.value.setter != hub } }
            }
        }
    }
#endif
