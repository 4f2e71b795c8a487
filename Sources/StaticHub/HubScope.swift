public import StaticHubAtomics

/// The process-wide generation of one scope marker type (`enum UserSession {}`): every
/// `ScopedRegister(…, scope: UserSession.self, …)` of every hub keeps one instance per
/// generation, and `resetScope(UserSession.self)` on any hub starts the next one.
///
/// A resolve reads the generation with one acquire load. A reset advances it, then tells
/// the scope's storages to let go of their instances, so that what only the scope held is
/// released now rather than at its next resolve.
public final class HubScope: @unchecked Sendable {
    // @unchecked: `generation` is only touched atomically; `storages` only under `lock`.
    @usableFromInline let generation: UnsafeMutablePointer<CLong>
    private let lock = HubLock()
    private var storages: [WeakStorage] = []
    /// When `add` next drops the storages that are gone (mock scopes' cells come and go).
    private var compactionThreshold = 64

    private init() {
        generation = .allocate(capacity: 1)
        generation.initialize(to: 0)
    }

    // Scopes live as long as the process: they are kept in `scopes`, never removed.
    deinit {
        generation.deallocate()
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

    func reset() {
        statichub_generation_advance(generation)
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
