public import StaticHubAtomics

/// The storage of a singleton whose factory throws or suspends, which a `static let`
/// cannot hold: created once, on first resolve, and kept only if creation succeeds.
///
/// Once created, a resolve is an acquire load of a flag and a read, inlined into the caller:
/// no lock, no task, no async call (see `created`). Until then, the first caller creates the
/// value and concurrent async callers wait for it, suspended; if creation throws, the error
/// goes to the caller that tried, nothing is kept, and the next caller (a waiting one, or a
/// later one) tries again.
public final class _HubSingletonCell<Value> {
    /// Set, with release ordering, once `value` holds the instance; never cleared.
    @usableFromInline let createdFlag: UnsafeMutablePointer<CLong>
    /// Written once, under `lock`, before `createdFlag` is set; read after it is. Unchecked by
    /// the exclusivity checker, whose dynamic check would cost every resolve a runtime call:
    /// the flag already orders the one write before every lock-free read.
    @exclusivity(unchecked) @usableFromInline var value: Value?
    private let lock = HubLock()
    /// Whether an async creation is under way; guarded by `lock`.
    private var isCreating = false
    /// Async callers waiting for that creation; guarded by `lock`.
    private var waiters: [CheckedContinuation<Void, Never>] = []

    public init() {
        createdFlag = .allocate(capacity: 1)
        createdFlag.initialize(to: 0)
    }

    /// A cell for what `make` returns: generated code lets its `_make…` function give the
    /// cell's type rather than spell it.
    public convenience init(of make: () async throws -> Value) {
        self.init()
    }

    deinit {
        createdFlag.deallocate()
    }

    /// The instance once created; nil before. Generated async resolves read this first, so
    /// that after creation they make no async call (an `isolated` parameter costs a task
    /// switch on every call).
    @inlinable
    public var created: Value? {
        statichub_flag_is_set(createdFlag) ? value.unsafelyUnwrapped : nil
    }

    /// The instance, created with `make` by the first caller.
    @inlinable
    public func value<Failure>(make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if statichub_flag_is_set(createdFlag) { return value.unsafelyUnwrapped }
        return try create(make)
    }

    /// The instance, created with `make` by the first caller while the others wait.
    @inlinable
    public func value<Failure>(
        isolation: isolated (any Actor)? = #isolation,
        make: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        if statichub_flag_is_set(createdFlag) { return value.unsafelyUnwrapped }
        return try await create(isolation: isolation, make)
    }

    @usableFromInline
    func create<Failure>(_ make: () throws(Failure) -> Value) throws(Failure) -> Value {
        // Creation happens under the lock: a second thread waits for it. The lock is never
        // taken again from inside `make`: that would need a dependency cycle.
        try lock.withLock { () throws(Failure) -> Value in
            if let value { return value }
            let created = try make()
            publish(created)
            return created
        }
    }

    @usableFromInline
    func create<Failure>(isolation: isolated (any Actor)?, _ make: () async throws(Failure) -> Value) async throws(Failure) -> Value {
        while true {
            switch lock.withLock({ claimCreation() }) {
            case .created:
                return value.unsafelyUnwrapped
            case .inProgress:
                await withCheckedContinuation(isolation: isolation) { (waiter: CheckedContinuation<Void, Never>) in
                    let mustWait = lock.withLock {
                        guard isCreating else { return false }
                        waiters.append(waiter)
                        return true
                    }
                    if !mustWait { waiter.resume() }
                }
            case .claimed:
                var succeeded = false
                // On failure the waiters wake with nothing created, and one of them claims the
                // next attempt; the error itself goes only to this caller.
                defer { if !succeeded { finishCreation(with: nil) } }
                let created = try await make()
                succeeded = true
                finishCreation(with: created)
                return created
            }
        }
    }

    private enum Claim {
        case created, inProgress, claimed
    }

    private func claimCreation() -> Claim {
        if value != nil { return .created }
        if isCreating { return .inProgress }
        isCreating = true
        return .claimed
    }

    private func finishCreation(with created: Value?) {
        let woken = lock.withLock {
            if let created { publish(created) }
            isCreating = false
            defer { waiters = [] }
            return waiters
        }
        for waiter in woken { waiter.resume() }
    }

    private func publish(_ created: Value) {
        value = created
        statichub_flag_set(createdFlag)
    }
}

// The cell synchronises its own state; sharing it is as safe as sharing the value.
extension _HubSingletonCell: @unchecked Sendable where Value: Sendable {}
