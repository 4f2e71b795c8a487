public import StaticHubAtomics

/// The process-wide generation of one scope marker type (`enum UserSession {}`): every
/// `ScopedRegister(…, scope: UserSession.self, …)` of every hub keeps one instance per
/// generation, and `resetScope(UserSession.self)` on any hub starts the next one.
///
/// A resolve reads the generation with one acquire load. A reset advances it, then tells
/// the scope's storages to let go of their instances, so that what only the scope held is
/// released now rather than at its next resolve.
///
/// A hub's `startScope` binds the scope's inputs, then advances the generation. It counts
/// its starts twice, before and after binding, so the count is odd while one binds: a
/// scoped instance is built while the count is even and kept only if it has not changed by
/// the end of the build, so it never holds inputs of two starts (see `HubScopedCell`).
public final class HubScope: @unchecked Sendable {
    // @unchecked: `generation` is only touched atomically; `storages` only under `lock`.
    @usableFromInline let generation: UnsafeMutablePointer<CLong>
    /// Twice the number of starts, plus one while a start binds inputs.
    @usableFromInline let starts: UnsafeMutablePointer<CLong>
    private let lock = HubLock()
    /// Serialises `start`s: one binds the inputs at a time.
    private let startLock = HubLock()
    private var storages: [WeakStorage] = []
    /// When `add` next drops the storages that are gone (mock scopes' cells come and go).
    private var compactionThreshold = 64

    private init() {
        generation = .allocate(capacity: 1)
        generation.initialize(to: 0)
        starts = .allocate(capacity: 1)
        starts.initialize(to: 0)
    }

    // Scopes live as long as the process: they are kept in `scopes`, never removed.
    deinit {
        generation.deallocate()
        starts.deallocate()
    }

    private static let scopesLock = HubLock()
    nonisolated(unsafe) private static var scopes: [ObjectIdentifier: HubScope] = [:]

    /// The scope that `marker` names, the same object for every hub and module.
    public static func named(_ marker: Any.Type) -> HubScope {
        scopesLock.withLock {
            if let scope = scopes[ObjectIdentifier(marker)] { return scope }
            let scope = HubScope()
            scopes[ObjectIdentifier(marker)] = scope
            return scope
        }
    }

    /// Ends the current generation of the scope `marker` names: every resolve that starts
    /// after this returns makes new instances. Instances already resolved are untouched.
    public static func reset(_ marker: Any.Type) {
        named(marker).reset()
    }

    /// The current generation.
    @inlinable
    var current: Int { statichub_generation_load(generation) }

    /// The count of starts once no start is binding inputs, which a build of a scoped
    /// instance compares after building. The wait lasts as long as a start's assignment.
    @usableFromInline
    var settledStarts: Int {
        while true {
            let count = statichub_generation_load(starts)
            if count & 1 == 0 { return count }
            HubLock.yield()
        }
    }

    /// Whether a start has begun since `settledStarts` returned `count`.
    @usableFromInline
    func hasStarted(since count: Int) -> Bool {
        statichub_generation_load(starts) != count
    }

    func reset() {
        statichub_generation_advance(generation)
        endGeneration()
    }

    /// Ends the current generation and starts the next with what `bind` binds (a hub's
    /// `startScope`): no build of a scoped instance sees some inputs of the old start and some
    /// of the new.
    func start(binding bind: () -> Void) {
        startLock.withLock {
            statichub_generation_advance(starts)
            bind()
            statichub_generation_advance(starts)
            statichub_generation_advance(generation)
        }
        endGeneration()
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

    private struct WeakStorage {
        weak var storage: (any HubScopedStorage)?
    }
}

/// Storage that keeps an instance per generation of a `HubScope`.
protocol HubScopedStorage: AnyObject {
    /// Releases the instance of a generation that has ended, if no newer one replaced it.
    func endGeneration()
}
