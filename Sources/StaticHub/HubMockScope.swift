#if DEBUG  // The mock store: see HubMockRegistryWithoutStore.swift for builds without it.
    /// One link of the task-local chain of mock scopes, innermost first: a `withMocks` scope
    /// (its overrides, of any hubs, and the singletons built inside it), a barrier that hides
    /// every mock while a process-wide singleton is built, or the root, which every chain ends
    /// with and which mocks nothing.
    ///
    /// Read on every debug resolve inside a scope, so written for a debug build: no dynamic
    /// exclusivity checks, a table lookup only for a registration whose bit is set, and a
    /// task-local value that is not optional (reading an optional one copies it through
    /// `Optional`'s generic value witnesses).
    final class HubMockScope: @unchecked Sendable {
        // @unchecked: everything but the singletons' storage is set once, in `init`; that
        // storage is only touched while holding `lock`.
        @TaskLocal static var innermost: HubMockScope = root

        /// What a task outside every scope sees.
        static let root = HubMockScope(isBarrier: false)

        /// Hides every mock while a process-wide singleton is built.
        static let barrier = HubMockScope(isBarrier: true)

        /// Whether this is the barrier, which hides every mock.
        let isBarrier: Bool
        /// The hub whose `withMocks` entered the scope; for the root and the barrier, none's.
        let hub: ObjectIdentifier
        /// The mocks of this scope and of the scopes it is nested in, the inner one's winning: a
        /// resolve looks in one table, not along the chain.
        let mocks: [HubMockKey: HubStoredValue]
        /// The bits (`HubMockKey.bit`) of the keys in `mocks`: a registration whose bit is clear
        /// is not mocked here, which a resolve learns without looking in the table.
        let mockedBits: UInt64
        /// The hubs whose registrations this scope itself mocks.
        private let mockedHubs: Set<ObjectIdentifier>
        let parent: HubMockScope?
        private let lock = HubLock()
        /// The singletons built inside the scope, by slot (see `_HubMockRegistry`): instances, or
        /// the cells of async ones. Grown under `lock` to the highest slot used.
        @exclusivity(unchecked) private var singletons: UnsafeMutablePointer<HubStoredValue?>
        @exclusivity(unchecked) private var capacity = 0

        init(hub: ObjectIdentifier, overrides: _HubMockOverrides, parent: HubMockScope) {
            self.isBarrier = false
            self.hub = hub
            self.mocks = parent.mocks.merging(overrides.values) { _, inner in inner }
            self.mockedBits = mocks.keys.reduce(0) { $0 | $1.bit }
            self.mockedHubs = Set(overrides.values.keys.map(\.hub))
            self.parent = parent
            self.singletons = .allocate(capacity: 0)
            HubMockActivity.scopeBegan()
        }

        private init(isBarrier: Bool) {
            self.isBarrier = isBarrier
            hub = ObjectIdentifier(HubMockScope.self)
            mocks = [:]
            mockedBits = 0
            mockedHubs = []
            parent = nil
            singletons = .allocate(capacity: 0)
        }

        deinit {
            singletons.deinitialize(count: capacity)
            singletons.deallocate()
            // Only a `withMocks` scope ends: the root and the barrier live as long as the process.
            HubMockActivity.scopeEnded()
        }

        /// Whether the scope was entered by one of `reach`, or mocks a registration of one. (The
        /// common case, a hub's own scope asked by that hub, is checked before calling this.)
        func concerns(_ reach: Set<ObjectIdentifier>) -> Bool {
            reach.contains(hub) || !mockedHubs.isDisjoint(with: reach)
        }

        /// This scope's instance of the singleton in `slot`, built on first use from the scope's
        /// mocks; not kept if building it throws.
        func singleton<Failure>(slot: Int, make: () throws(Failure) -> HubStoredValue) throws(Failure) -> HubStoredValue {
            lock.lock()
            defer { lock.unlock() }
            if slot < capacity, let stored = singletons[slot] { return stored }
            // Built under the (recursive) lock: its dependencies are read from here on this thread.
            let created = try make()
            if slot >= capacity { grow(toInclude: slot) }
            singletons[slot] = created
            return created
        }

        private func grow(toInclude slot: Int) {
            let newCapacity = Swift.max(slot + 1, capacity * 2)
            let grown = UnsafeMutablePointer<HubStoredValue?>.allocate(capacity: newCapacity)
            grown.moveInitialize(from: singletons, count: capacity)
            (grown + capacity).initialize(repeating: nil, count: newCapacity - capacity)
            singletons.deallocate()
            singletons = grown
            capacity = newCapacity
        }
    }
#endif
