public import StaticHubAtomics

/// The storage of a `ScopedRegister`: one instance per generation of its scope, created once
/// by the first resolve of the generation (concurrent ones wait for it), as a singleton is.
///
/// Each generation is a `HubSingletonCell`, published in an entry stamped with the
/// generation's number. Once the instance exists, a resolve reads it without a lock:
///
///     load the scope's generation · enter · load entry · compare its generation
///         · load the cell's flag · retain the instance · leave
///
/// `enter`/`leave` count the readers, so that a replaced entry is released only once no
/// reader can still hold its address (see `statichub_scoped_slot`). Until the instance
/// exists, resolves find the generation's cell under the lock, which replaces a stale or
/// missing entry once per generation. Entries replaced while readers were
/// inside wait in `retired` until a later replacement finds none.
public final class HubScopedCell<Value>: HubScopedStorage {
    @usableFromInline let scope: HubScope
    @usableFromInline let slot: UnsafeMutablePointer<statichub_scoped_slot>
    private let lock = HubLock()
    /// Replaced entries that a reader might still have been reading; guarded by `lock`.
    private var retired: [Unmanaged<Generation>] = []

    /// One generation's cell.
    @usableFromInline
    final class Generation {
        @usableFromInline let number: Int
        @usableFromInline let cell = HubSingletonCell<Value>()

        init(number: Int) {
            self.number = number
        }
    }

    /// A cell for the scope `marker` names.
    public convenience init(scope marker: Any.Type) {
        self.init(in: HubScope.named(marker))
    }

    /// A cell for what `make` returns, in the scope `marker` names: generated code lets its
    /// `_make…` function give the cell's type rather than spell it.
    public convenience init(of make: () async throws -> Value, scope marker: Any.Type) {
        self.init(scope: marker)
    }

    /// A cell of the same scope as `other`: a mock scope's own instances.
    convenience init(sameScopeAs other: HubScopedCell<Value>) {
        self.init(in: other.scope)
    }

    private init(in scope: HubScope) {
        self.scope = scope
        slot = .allocate(capacity: 1)
        slot.initialize(to: statichub_scoped_slot(entry: nil, readers: 0))
        scope.add(self)
    }

    deinit {
        if let entry = slot.pointee.entry { Unmanaged<Generation>.fromOpaque(entry).release() }
        for entry in retired { entry.release() }
        slot.deallocate()
    }

    /// The current generation's instance, created with `make` by its first caller.
    @inlinable
    public func value<Failure>(make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let created { return created }
        return try build(make)
    }

    /// Builds the current generation's instance, again if a `startScope` began during the
    /// build: it bound new inputs, and the build may have read some of the old ones. (The
    /// instance of the ended generation is not handed out; its cell goes with it.) A
    /// `resetScope` alone does not make it build again, as before inputs existed.
    @usableFromInline
    func build<Failure>(_ make: () throws(Failure) -> Value) throws(Failure) -> Value {
        while true {
            let starts = scope.settledStarts
            let value = try cell(for: scope.current).value(make: make)
            if !scope.hasStarted(since: starts) { return value }
        }
    }

    @usableFromInline
    func build<Failure>(isolation: isolated (any Actor)?, _ make: () async throws(Failure) -> Value) async throws(Failure) -> Value {
        while true {
            let starts = scope.settledStarts
            let value = try await cell(for: scope.current).value(isolation: isolation, make: make)
            if !scope.hasStarted(since: starts) { return value }
        }
    }

    /// The current generation's instance, created with `make` by its first caller while the
    /// others wait.
    @inlinable
    public func value<Failure>(
        isolation: isolated (any Actor)? = #isolation,
        make: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        if let created { return created }
        return try await build(isolation: isolation, make)
    }

    /// The current generation's instance once created; nil before. Read between `enter` and
    /// `leave`, borrowing the entry and its cell: only the instance is retained. Always inlined,
    /// as a singleton cell's read is: a resolve is then these loads, not a call.
    @inlinable @inline(__always)
    public var created: Value? {
        let generation = scope.current
        statichub_scoped_enter(slot)
        defer { statichub_scoped_leave(slot) }
        guard let raw = statichub_scoped_entry(slot) else { return nil }
        return Unmanaged<Generation>.fromOpaque(raw)._withUnsafeGuaranteedRef { entry in
            entry.number == generation ? entry.cell.created : nil
        }
    }

    /// The cell of `generation`, published now unless another caller just did: the path of
    /// a generation's first resolves (and of retries after a failed creation), which take the
    /// lock once each; `created` serves every later one without it. A generation older than
    /// the published one gets a cell of its own, not kept: its build will be done again.
    @usableFromInline
    func cell(for generation: Int) -> HubSingletonCell<Value> {
        lock.withLock {
            if let raw = statichub_scoped_entry(slot) {
                let entry = Unmanaged<Generation>.fromOpaque(raw).takeUnretainedValue()
                if entry.number == generation { return entry.cell }
                if entry.number > generation { return Generation(number: generation).cell }
            }
            let entry = Generation(number: generation)
            replaceEntry(with: Unmanaged.passRetained(entry))
            return entry.cell
        }
    }

    func endGeneration() {
        lock.withLock {
            guard let raw = statichub_scoped_entry(slot),
                  Unmanaged<Generation>.fromOpaque(raw).takeUnretainedValue().number < scope.current
            else { return }
            replaceEntry(with: nil)
        }
    }

    /// Publishes `entry` and releases the one it replaces once no reader is inside; under `lock`.
    private func replaceEntry(with entry: Unmanaged<Generation>?) {
        if let replaced = statichub_scoped_exchange(slot, entry?.toOpaque()) {
            retired.append(Unmanaged<Generation>.fromOpaque(replaced))
        }
        // Readers stay inside for a few instructions: wait that long, not longer.
        for _ in 0..<64 where !statichub_scoped_is_quiet(slot) {}
        guard statichub_scoped_is_quiet(slot) else { return }
        for replaced in retired { replaced.release() }
        retired = []
    }
}

// The cell synchronises its own state; sharing it is as safe as sharing the value.
extension HubScopedCell: @unchecked Sendable where Value: Sendable {}
