internal import StaticHubAtomics

#if DEBUG
    /// A hub's access to the mocks of debug builds: global ones set with `mock(_:…)`, and
    /// task-local scopes entered with `withMocks`. Generated code owns one per hub and is its
    /// only user.
    ///
    /// Lookup order: the innermost `withMocks` scope of the current task that mocks the
    /// registration (whichever hub's `withMocks` entered it), then the global mocks, then the
    /// real registration.
    ///
    /// A registration is named by its key, a hash of its name that generated code writes as a
    /// literal, the same in every module that names it; a singleton also by its slot, its
    /// position among the hub's registrations, where scopes keep the instances they build. The
    /// resolve functions expect generated code to have asked ``isAnyMockActive`` first.
    ///
    /// This registry and the store behind it (`HubMockScope`, `HubGlobalMocks`) exist in builds
    /// of this module with `DEBUG`; `HubMockRegistryWithoutStore.swift` has the one of other builds.
    public final class _HubMockRegistry: Sendable {
        private let hub: ObjectIdentifier
        /// The hub whose test or preview defaults this registry installs, once, in a test or a
        /// preview process.
        private let hubType: Any.Type
        /// Whether this is a test or a preview process, where the hub's defaults are looked for once.
        private let looksForTestDefaults: Bool
        /// Set once the hub's defaults were looked for; read and written atomically only.
        nonisolated(unsafe) private let checkedTestDefaults: UnsafeMutablePointer<CLong>
        /// The hub and the hubs it imports from: mocks of any of them can change what this hub
        /// builds, so while one is active its singletons are built from the mocks.
        private let reach: Set<ObjectIdentifier>
        /// The first of this hub's slots in the process-wide numbering scopes store singletons by.
        private let firstSlot: Int

        /// Creates the registry of `hub`, which has `slots` registrations and imports
        /// registrations from `importedHubs`.
        public init(hub: Any.Type, importedHubs: [Any.Type] = [], slots: Int = 0) {
            self.hub = ObjectIdentifier(hub)
            self.hubType = hub
            self.reach = Set([ObjectIdentifier(hub)] + importedHubs.map(ObjectIdentifier.init))
            self.firstSlot = Self.reserveSlots(slots)
            looksForTestDefaults = statichub_is_test_process() || statichub_is_preview_process()
            checkedTestDefaults = Self.testDefaultsFlag()
        }

        private init(hub: ObjectIdentifier, of owner: _HubMockRegistry, reach: Set<ObjectIdentifier>) {
            self.hub = hub
            self.hubType = owner.hubType
            self.reach = reach
            self.firstSlot = owner.firstSlot
            looksForTestDefaults = owner.looksForTestDefaults
            checkedTestDefaults = Self.testDefaultsFlag()
        }

        private static func testDefaultsFlag() -> UnsafeMutablePointer<CLong> {
            let flag = UnsafeMutablePointer<CLong>.allocate(capacity: 1)
            flag.initialize(to: 0)
            return flag
        }

        deinit {
            checkedTestDefaults.deallocate()
        }

        /// This hub's registry for the registrations it builds in `hub`'s name: the copies of
        /// `hub`'s open registrations, and its own registrations that replace a default of
        /// `hub`'s. Their mocks are keyed by `hub`, so a mock set through either hub reaches
        /// both; the singletons built from mocks stay in this hub's slots, one per providing hub.
        public func keyed(by hub: Any.Type) -> _HubMockRegistry {
            _HubMockRegistry(hub: ObjectIdentifier(hub), of: self, reach: reach.union([ObjectIdentifier(hub)]))
        }

        private static let slotsLock = HubLock()
        nonisolated(unsafe) private static var nextSlot = 0

        private static func reserveSlots(_ count: Int) -> Int {
            slotsLock.withLock {
                defer { nextSlot += count }
                return nextSlot
            }
        }

        private func key(_ registration: UInt64) -> HubMockKey { HubMockKey(hub: hub, registration: registration) }

        /// `singleton(slot:make:)` for a singleton whose factory suspends: built once per scope
        /// even when many tasks of the scope resolve it first at the same time.
        public func singleton<Value, Failure>(
            slot: Int,
            isolation: isolated (any Actor)? = #isolation,
            make: () async throws(Failure) -> Value
        ) async throws(Failure) -> Value? {
            let stored = _singleton(nil, slot: slot) { HubStoredValueOf(_HubSingletonCell<Value>()) }
            guard let cell = stored?.typed(_HubSingletonCell<Value>.self) else { return nil }
            return try await cell.value(isolation: isolation, make: make)
        }

        /// `scoped(slot:of:make:)` for a scoped registration whose factory suspends.
        public func scoped<Value, Failure, Cell: _HubScopeStorage<Value>>(
            slot: Int,
            of cell: Cell,
            isolation: isolated (any Actor)? = #isolation,
            make: () async throws(Failure) -> Value
        ) async throws(Failure) -> Value? {
            guard let scopeCell = _scopedCell(slot: slot, of: cell) else { return nil }
            return try await scopeCell.value(isolation: isolation, make: make)
        }

        /// The mock scope's cell of the scoped registration in `slot`, in `cell`'s scope: so a
        /// mock scope keeps one instance per generation, and `resetScope` ends it there too.
        @usableFromInline
        func _scopedCell<Value, Cell: _HubScopeStorage<Value>>(slot: Int, of cell: Cell) -> Cell? {
            _singleton(nil, slot: slot) { HubStoredValueOf(cell.sibling()) }?.typed(Cell.self)
        }

        @usableFromInline
        func _mock(_ registration: UInt64) -> HubStoredValue? {
            // A stored flag, not a call: outside tests this costs a resolve in a mock scope a load.
            if looksForTestDefaults { installTestDefaultsOnce() }
            let bit = HubMockKey.bit(registration)
            let scope = HubMockScope.innermost
            if scope.isBarrier { return nil }  // hides every mock
            if scope.mockedBits & bit != 0, let mock = scope.mocks[HubMockKey(hub: hub, registration: registration)] { return mock }
            guard HubMockActivity.hasGlobalMocks else { return nil }
            return HubGlobalMocks.shared.value(for: HubMockKey(hub: hub, registration: registration), bit: bit)
        }

        /// The mock of `registration`, if given and active; else the singleton in `slot` built
        /// from the active mocks, made with `make` on first use. Written out in one function,
        /// since each call costs a debug build more than the work it does.
        @usableFromInline
        func _singleton<Failure>(_ registration: UInt64?, slot: Int, make: () throws(Failure) -> HubStoredValue) throws(Failure)
            -> HubStoredValue?
        {
            if looksForTestDefaults { installTestDefaultsOnce() }
            let innermost = HubMockScope.innermost
            if innermost.isBarrier { return nil }  // hides every mock
            if let registration {
                let bit = HubMockKey.bit(registration)
                if innermost.mockedBits & bit != 0, let mock = innermost.mocks[HubMockKey(hub: hub, registration: registration)] {
                    return mock
                }
                if HubMockActivity.hasGlobalMocks,
                    let mock = HubGlobalMocks.shared.value(for: HubMockKey(hub: hub, registration: registration), bit: bit)
                {
                    return mock
                }
            }
            // The innermost scope that concerns this hub keeps the instance; else, while a global
            // mock is set, the global store.
            var scope: HubMockScope? = innermost
            while let current = scope {
                if current.isBarrier { return nil }
                if current.hub == hub || current.concerns(reach) { return try current.singleton(slot: firstSlot + slot, make: make) }
                scope = current.parent
            }
            guard HubMockActivity.hasGlobalMocks else { return nil }
            return try HubGlobalMocks.shared.singleton(slot: firstSlot + slot, reach: reach, make: make)
        }

        /// Sets (or, with nil, removes) the global mock of this hub's registration keyed
        /// `registration`, through `setter`: this hub, or a hub importing it, whose
        /// `resetMocks()` removes it. `file` and `line` are for the stand-in without `DEBUG`,
        /// which stops there; the store has no use for them.
        public func setGlobal<Value>(
            _ value: Value?, for registration: UInt64, setBy setter: Any.Type, file: StaticString = #fileID, line: UInt = #line
        ) {
            installTestDefaultsOnce()
            HubGlobalMocks.shared.set(value.map(HubStoredValueOf.init), for: key(registration), by: ObjectIdentifier(setter))
        }

        /// Sets (or, with nil, removes) the global mock of a collection keyed `registration`, in
        /// this hub and in `importedHubs`: each hub composes its own collection of a type, and a
        /// mock of it replaces the collection whichever of them resolves it.
        public func setGlobal<Value>(
            _ value: Value?, for registration: UInt64, alsoIn importedHubs: [Any.Type], setBy setter: Any.Type,
            file: StaticString = #fileID, line: UInt = #line
        ) {
            setGlobal(value, for: registration, setBy: setter)
            let stored = value.map(HubStoredValueOf.init)
            for hub in importedHubs {
                HubGlobalMocks.shared.set(stored, for: HubMockKey(hub: hub, registration: registration), by: ObjectIdentifier(setter))
            }
        }

        /// Removes the global mocks this hub set (also those of registrations it imports), and
        /// any set on its own registrations.
        public func resetGlobals() {
            HubGlobalMocks.shared.reset(hub)
        }

        /// Builds a process-wide singleton with every mock hidden, so that the shared instance
        /// is always made from real registrations, whatever scope first resolves it.
        public static func withoutMocks<Value, Failure>(_ make: () throws(Failure) -> Value) throws(Failure) -> Value {
            // Through a `Result`: `withValue` rethrows, which would forget the error's type.
            try HubMockScope.$innermost.withValue(HubMockScope.barrier) { Result(catching: make) }.get()
        }

        /// `withoutMocks(_:)` for a singleton whose factory suspends.
        public static func withoutMocks<Value, Failure>(
            isolation: isolated (any Actor)? = #isolation,
            _ make: () async throws(Failure) -> Value
        ) async throws(Failure) -> Value {
            let result = await HubMockScope.$innermost.withValue(
                HubMockScope.barrier,
                operation: { () async -> Result<Value, Failure> in
                    do throws(Failure) { return .success(try await make()) } catch { return .failure(error) }
                }, isolation: isolation)
            return try result.get()
        }

        /// In a test process, installs the hub's test defaults the first time the hub resolves
        /// or sets mocks (see `HubTestDefaults`); in a preview process, its preview defaults
        /// (`HubPreviewDefaults`). A main-actor hub's, and every hub's preview defaults, run on
        /// the main actor: until the hub is used there, they wait.
        private func installTestDefaultsOnce() {
            guard looksForTestDefaults, !statichub_flag_is_set(checkedTestDefaults), !Self.installing.contains(ObjectIdentifier(self))
            else { return }
            let isPreview = statichub_is_preview_process()
            let isMainActorHub = hubType is any MainActorHubMocking.Type
            if (isMainActorHub || isPreview) && !HubMainActorCheck.isOnMainActor { return }
            Self.testDefaultsLock.withLock {
                guard !statichub_flag_is_set(checkedTestDefaults) else { return }
                // The defaults' builder may resolve from this hub, which comes back here and goes
                // on without them; another hub's it installs too (the lock is recursive).
                Self.$installing.withValue(Self.installing.union([ObjectIdentifier(self)])) {
                    if isPreview {
                        MainActor.assumeIsolated { installPreviewDefaults() }
                    } else if let defaults = hubType as? any (HubTestDefaults & HubMocking).Type {
                        HubGlobalMocks.shared.addDefaults(Self.overrides(of: defaults))
                    } else if let defaults = hubType as? any MainActorHubTestDefaults.Type {
                        HubGlobalMocks.shared.addDefaults(MainActor.assumeIsolated { Self.overrides(of: defaults) })
                    } else if let defaults = hubType as? any (HubTestDefaults & MainActorHubMocking).Type {
                        // The form earlier releases documented: an isolated conformance, found on the main actor.
                        HubGlobalMocks.shared.addDefaults(MainActor.assumeIsolated { Self.overrides(of: defaults) })
                    }
                }
                // Set last: a test on another thread waits on the lock until the defaults are in.
                statichub_flag_set(checkedTestDefaults)
            }
        }

        /// The registries whose test defaults' builder this task or thread is running.
        @TaskLocal private static var installing: Set<ObjectIdentifier> = []

        private static let testDefaultsLock = HubLock()

        private static func overrides<Hub: HubTestDefaults & HubMocking>(of hub: Hub.Type) -> _HubMockOverrides {
            Hub._mockScope { Hub.testDefaults(&$0) }.overrides
        }

        @MainActor
        private static func overrides<Hub: HubTestDefaults & MainActorHubMocking>(of hub: Hub.Type) -> _HubMockOverrides {
            Hub._mockScope { Hub.testDefaults(&$0) }.overrides
        }

        @MainActor
        private static func overrides<Hub: MainActorHubTestDefaults>(of hub: Hub.Type) -> _HubMockOverrides {
            Hub._mockScope { Hub.testDefaults(&$0) }.overrides
        }

        @MainActor
        private func installPreviewDefaults() {
            if let defaults = hubType as? any (HubPreviewDefaults & HubMocking).Type {
                HubGlobalMocks.shared.addDefaults(Self.previewOverrides(of: defaults))
            } else if let defaults = hubType as? any (HubPreviewDefaults & MainActorHubMocking).Type {
                HubGlobalMocks.shared.addDefaults(Self.previewOverrides(of: defaults))
            }
        }

        @MainActor
        private static func previewOverrides<Hub: HubPreviewDefaults & HubMocking>(of hub: Hub.Type) -> _HubMockOverrides {
            Hub._mockScope { Hub.previewDefaults(&$0) }.overrides
        }

        @MainActor
        private static func previewOverrides<Hub: HubPreviewDefaults & MainActorHubMocking>(of hub: Hub.Type) -> _HubMockOverrides {
            Hub._mockScope { Hub.previewDefaults(&$0) }.overrides
        }

        /// Replaces the global mocks `setter` set before with `overrides`: a preview's own
        /// mocks (the `.hubMocks` preview trait), which hold while SwiftUI evaluates the view's
        /// body and runs its tasks, outside any task-local scope, until the next preview's.
        public func replaceGlobals(_ overrides: _HubMockOverrides, setBy setter: Any.Type) {
            installTestDefaultsOnce()
            HubGlobalMocks.shared.replace(with: overrides, setBy: ObjectIdentifier(setter))
        }

        /// Runs `operation` with `overrides` active for this task and its child tasks.
        public func withScope<Result>(
            _ overrides: _HubMockOverrides, file: StaticString = #fileID, line: UInt = #line, _ operation: () throws -> Result
        ) rethrows -> Result {
            installTestDefaultsOnce()
            let scope = HubMockScope(hub: hub, overrides: overrides, parent: HubMockScope.innermost)
            return try HubMockScope.$innermost.withValue(scope, operation: operation)
        }

        /// Runs `operation` with `overrides` active for this task and its child tasks.
        public func withScope<Result>(
            _ overrides: _HubMockOverrides,
            isolation: isolated (any Actor)? = #isolation,
            file: StaticString = #fileID,
            line: UInt = #line,
            _ operation: () async throws -> Result
        ) async rethrows -> Result {
            installTestDefaultsOnce()
            let scope = HubMockScope(hub: hub, overrides: overrides, parent: HubMockScope.innermost)
            return try await HubMockScope.$innermost.withValue(scope, operation: operation, isolation: isolation)
        }
    }
#endif
