public import StaticHubAtomics

/// The process-wide generation of one scope marker type (`enum UserSession {}`): every
/// `ScopedRegister(…, scope: UserSession.self, …)` of every hub keeps one instance per
/// generation, and `resetScope(UserSession.self)` on any hub starts the next one.
///
/// A resolve reads the generation with one acquire load. A reset or a hub's `startScope`
/// publishes the next generation's bindings (the inputs it starts with) and advances the
/// generation together, then tells the scope's storages to let go of their instances, so
/// that what only the scope held is released now rather than at its next resolve.
///
/// A build of a scoped instance holds the bindings it began with for as long as it runs
/// (`building(with:_:)`): the inputs it reads, and the scoped instances of the same scope it
/// resolves, all belong to that generation, and its instance is that generation's only one.
public final class _HubScope: @unchecked Sendable {
    // @unchecked: `generation` and `builds` are only touched atomically; `bindings` and
    // `storages` only under `lock`.
    @usableFromInline let generation: UnsafeMutablePointer<CLong>
    /// How many builds of this scope's instances are running, in any task.
    @usableFromInline let builds: UnsafeMutablePointer<CLong>
    private let lock = HubLock()
    /// The current generation's bindings; `bindings.generation` is always `current`.
    private var bindings: HubScopeBindings!
    private var storages: [WeakStorage] = []
    /// When `add` next drops the storages that are gone (mock scopes' cells come and go).
    private var compactionThreshold = 64

    private init() {
        generation = .allocate(capacity: 1)
        generation.initialize(to: 0)
        builds = .allocate(capacity: 1)
        builds.initialize(to: 0)
        bindings = HubScopeBindings(scope: self, generation: 0, inputs: [:])
    }

    // Scopes live as long as the process: they are kept in `scopes`, never removed.
    deinit {
        generation.deallocate()
        builds.deallocate()
    }

    private static let scopesLock = HubLock()
    nonisolated(unsafe) private static var scopes: [ObjectIdentifier: _HubScope] = [:]

    /// The bindings held by the builds running in this task.
    @TaskLocal static var pinned: HubScopePin?

    /// The scope that `marker` names, the same object for every hub and module.
    public static func named(_ marker: Any.Type) -> _HubScope {
        scopesLock.withLock {
            if let scope = scopes[ObjectIdentifier(marker)] { return scope }
            let scope = _HubScope()
            scopes[ObjectIdentifier(marker)] = scope
            return scope
        }
    }

    /// Ends the current generation of the scope `marker` names: every resolve that starts
    /// after this returns makes new instances. Instances already resolved are untouched.
    public static func reset(_ marker: Any.Type) {
        named(marker).advance { $0.next() }
    }

    /// The current generation.
    @inlinable
    var current: Int { statichub_generation_load(generation) }

    /// Whether no build of this scope runs in any task: then no resolve can be inside one, and
    /// the current generation's instance is the one to return.
    @inlinable
    var hasNoBuilds: Bool { statichub_count_is_zero(builds) }

    /// The bindings this task reads: those of the build of this scope it runs inside, else the
    /// current generation's.
    func visibleBindings() -> HubScopeBindings {
        if !hasNoBuilds, let pinned = Self.pinned?.bindings(of: self) { return pinned }
        return lock.withLock { bindings }
    }

    /// Runs `make` holding `bindings`: what it resolves of this scope comes from them.
    func building<Value, Failure>(with bindings: HubScopeBindings, _ make: () throws(Failure) -> Value) throws(Failure) -> Value {
        statichub_count_add(builds, 1)
        defer { statichub_count_add(builds, -1) }
        let result = Self.$pinned.withValue(HubScopePin(bindings, outer: Self.pinned)) {
            Result { () throws(Failure) -> Value in try make() }
        }
        return try result.get()
    }

    func building<Value, Failure>(
        with bindings: HubScopeBindings,
        isolation: isolated (any Actor)?,
        _ make: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        statichub_count_add(builds, 1)
        defer { statichub_count_add(builds, -1) }
        let result: Result<Value, Failure> = await Self.$pinned.withValue(
            HubScopePin(bindings, outer: Self.pinned),
            operation: {
                do throws(Failure) {
                    return .success(try await make())
                } catch {
                    return .failure(error)
                }
            }, isolation: isolation)
        return try result.get()
    }

    /// Ends the current generation and starts the next with `values` bound for `store` (a
    /// hub's `startScope`), the scope's other inputs kept.
    func start(binding values: AnyObject, for store: ObjectIdentifier) {
        advance { $0.next(binding: values, for: store) }
    }

    /// Publishes the next generation's bindings and advances the generation, both under the
    /// lock, so a build that reads the generation's bindings gets the generation's number.
    private func advance(_ next: (HubScopeBindings) -> HubScopeBindings) {
        lock.withLock {
            bindings = next(bindings)
            statichub_generation_advance(generation)
        }
        endGeneration()
    }

    /// Lets go of what the cell numbered `cell` kept for the current generation (it is gone).
    func forget(cell: Int) {
        lock.withLock { bindings }.forget(cell: cell)
    }

    private func endGeneration() {
        let live = lock.withLock { () -> [any HubScopedStorage] in
            storages.removeAll { $0.storage == nil }
            return storages.compactMap(\.storage)
        }
        for storage in live {
            storage.endGeneration()
        }
    }

    /// Lets `reset()` reach `storage`, for as long as it lives.
    func add(_ storage: any HubScopedStorage) {
        lock.withLock {
            if storages.count >= compactionThreshold {
                storages.removeAll { $0.storage == nil }
                compactionThreshold = Swift.max(64, storages.count * 2)
            }
            storages.append(WeakStorage(storage: storage))
        }
    }

    nonisolated(unsafe) private static let cellNumbers: UnsafeMutablePointer<CLong> = {
        let counter = UnsafeMutablePointer<CLong>.allocate(capacity: 1)
        counter.initialize(to: 0)
        return counter
    }()

    /// A number for a new scoped cell, never given to another: unlike its address, which a
    /// cell made after it is gone may reuse.
    static func nextCellNumber() -> Int {
        statichub_generation_advance(cellNumbers)
    }

    private struct WeakStorage {
        weak var storage: (any HubScopedStorage)?
    }
}

/// Storage that keeps an instance per generation of a `_HubScope`.
protocol HubScopedStorage: AnyObject {
    /// Releases the instance of a generation that has ended, if no newer one replaced it.
    func endGeneration()
}
