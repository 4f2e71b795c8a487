public import StaticHubAtomics

/// The storage of a `ScopedRegister`: one instance per generation of its scope, created once
/// by the first resolve of the generation (concurrent ones wait for it), as a singleton is.
///
/// Each generation is a `_HubSingletonCell`, kept in the generation's bindings (so a build that
/// began in an older generation still finds that generation's) and published in an entry
/// stamped with the generation's number. Once the instance exists, and while no build of the
/// scope runs, a resolve reads it without a lock:
///
///     load the scope's generation · check no build runs · enter · load entry
///         · compare its generation · load the cell's flag · retain the instance · leave
///
/// `enter`/`leave` count the readers, so that a replaced entry is released only once no
/// reader can still hold its address (see `statichub_scoped_slot`). Otherwise resolves find
/// the generation's cell in the bindings they read (`_HubScope.visibleBindings()`) under the
/// lock. Entries replaced while readers were inside wait in `retired` until a later
/// replacement finds none.
public final class _HubScopedCell<Value>: HubScopedStorage {
    @usableFromInline let scope: _HubScope
    @usableFromInline let slot: UnsafeMutablePointer<statichub_scoped_slot>
    private let lock = HubLock()
    /// Replaced entries that a reader might still have been reading; guarded by `lock`.
    private var retired: [Unmanaged<Generation>] = []
    /// Names this cell in each generation's bindings.
    private let number = _HubScope.nextCellNumber()

    /// One generation's cell.
    @usableFromInline
    final class Generation {
        @usableFromInline let number: Int
        @usableFromInline let cell = _HubSingletonCell<Value>()

        init(number: Int) {
            self.number = number
        }
    }

    /// A cell for the scope `marker` names.
    public convenience init(scope marker: Any.Type) {
        self.init(in: _HubScope.named(marker))
    }

    /// A cell for what `make` returns, in the scope `marker` names: generated code lets its
    /// `_make…` function give the cell's type rather than spell it.
    public convenience init(of make: () async throws -> Value, scope marker: Any.Type) {
        self.init(scope: marker)
    }

    /// A cell of the same scope as `other`: a mock scope's own instances.
    convenience init(sameScopeAs other: _HubScopedCell<Value>) {
        self.init(in: other.scope)
    }

    private init(in scope: _HubScope) {
        self.scope = scope
        slot = .allocate(capacity: 1)
        slot.initialize(to: statichub_scoped_slot(entry: nil, readers: 0))
        scope.add(self)
    }

    deinit {
        scope.forget(cell: number)
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

    /// Builds the instance of the generation this resolve reads (the current one, or the one a
    /// build it runs inside began in), once: a resolve that finds it being built waits for it.
    /// The build holds that generation's bindings, whatever starts land while it runs.
    @usableFromInline
    func build<Failure>(_ make: () throws(Failure) -> Value) throws(Failure) -> Value {
        let bindings = scope.visibleBindings()
        let cell = cell(in: bindings)
        if let created = cell.created { return created }
        return try cell.value { () throws(Failure) -> Value in try scope.building(with: bindings, make) }
    }

    @usableFromInline
    func build<Failure>(isolation: isolated (any Actor)?, _ make: () async throws(Failure) -> Value) async throws(Failure) -> Value {
        let bindings = scope.visibleBindings()
        let cell = cell(in: bindings)
        if let created = cell.created { return created }
        return try await cell.value(isolation: isolation) { () async throws(Failure) -> Value in
            try await scope.building(with: bindings, isolation: isolation, make)
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

    /// The current generation's instance once created, while no build of the scope runs; nil
    /// otherwise (`build` then finds the instance of the generation this resolve reads). Read
    /// between `enter` and `leave`, borrowing the entry and its cell: only the instance is
    /// retained. Always inlined, as a singleton cell's read is: a resolve is then these loads,
    /// not a call.
    @inlinable @inline(__always)
    public var created: Value? {
        let generation = scope.current
        guard scope.hasNoBuilds else { return nil }
        statichub_scoped_enter(slot)
        defer { statichub_scoped_leave(slot) }
        guard let raw = statichub_scoped_entry(slot) else { return nil }
        return Unmanaged<Generation>.fromOpaque(raw)._withUnsafeGuaranteedRef { entry in
            entry.number == generation ? entry.cell.created : nil
        }
    }

    /// The cell of the generation `bindings` belong to, published for lock-free reads while
    /// that generation is the current one.
    func cell(in bindings: HubScopeBindings) -> _HubSingletonCell<Value> {
        lock.withLock {
            let generation = bindings.generation(of: number) { Generation(number: bindings.generation) }
            let published = statichub_scoped_entry(slot).map { Unmanaged<Generation>.fromOpaque($0).takeUnretainedValue() }
            if generation.number == scope.current, published !== generation {
                replaceEntry(with: Unmanaged.passRetained(generation))
            }
            return generation.cell
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
extension _HubScopedCell: @unchecked Sendable where Value: Sendable {}
