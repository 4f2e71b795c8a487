public import StaticHubAtomics

/// One `withScope` call of a task scope: the inputs it bound and the instances its body's
/// resolves build, which no other call sees.
///
/// The scope's task-local (its `_HubTaskScopeInputs` store's) holds it for the body, so the
/// body's child tasks and the `Task { }`s it starts find it too; `Task.detached` inherits no
/// task-local, so it finds none. When the body ends, the frame waits for the builds under way (a
/// `Task { }` the body started may be making one), then lets go of every instance and runs
/// the teardowns of those built, newest first.
@usableFromInline
class HubTaskScopeFrame: @unchecked Sendable {
    // @unchecked: every `var` is only touched under the frame's lock.
    /// The frame's lock: one of `HubTaskScopeLocks`, which frames share, so no frame makes
    /// a lock of its own. Never taken again by its holder, and no other frame's is taken
    /// under it: what runs under it (finding a slot, claiming or finishing a build) calls
    /// nothing that takes one, and lets go of no instance, whose `deinit` could. Set once,
    /// by the initializer, from the frame's address, which it can read only once every
    /// other field is set: hence an implicitly unwrapped `var`.
    @exclusivity(unchecked) @usableFromInline final var lockWord: UnsafeMutablePointer<Int32>!
    /// The instances built in this call that the hub's struct does not store (an importing
    /// hub's copy's, a mock scope's), newest first, linked through
    /// `olderSlot`: few, so a linear search costs less than hashing, and a list needs no
    /// buffer of its own.
    @exclusivity(unchecked) @usableFromInline var newestSlot: HubTaskScopeSlot?
    /// The slots built here whose registration has a teardown, newest first (the order they
    /// are torn down in), linked through `olderWithTeardown`.
    @exclusivity(unchecked) private var newestWithTeardown: HubTaskScopeSlot?
    @exclusivity(unchecked) @usableFromInline var hasEnded = false
    /// The first cell whose build has begun and not finished. A build rarely overlaps another
    /// (a factory that resolves another task-scoped registration, or child tasks that resolve
    /// at once): `contention` keeps the others, and the resolves waiting for one.
    @exclusivity(unchecked) @usableFromInline var firstBuilding: Int?
    @exclusivity(unchecked) @usableFromInline var contention: HubTaskScopeContention?
    /// The number of builds begun and not finished.
    @exclusivity(unchecked) @usableFromInline final var buildsUnderWay = 0
    /// The end, waiting for the builds under way to finish: resumed once, by the last of them.
    /// Unsafe rather than checked, so that a frame that never waited destroys a trivial value.
    @exclusivity(unchecked) @usableFromInline var endWaiter: UnsafeContinuation<Void, Never>?

    @usableFromInline
    init(locks: UnsafeMutableRawPointer) {
        lockWord = HubTaskScopeLocks.lock(for: ObjectIdentifier(self), in: locks)
    }

    @inlinable func lock() { statichub_frame_lock(lockWord) }

    @inlinable func unlock() { statichub_frame_unlock(lockWord) }

    @inlinable
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock()
        defer { unlock() }
        return body()
    }

    /// Under the frame's lock, before the end: the slot of the cell numbered `cell` if built,
    /// else whether its build is under way or now the caller's. Not generic, as none of the
    /// frame's methods are: the client's optimizer leaves an inlinable generic method of the
    /// runtime unspecialized, and the slot's metadata would then be looked up on every call.
    @inlinable
    func claim(_ cell: Int) -> HubTaskScopeClaim {
        if let slot = builtSlot(of: cell) { return .built(slot) }
        return claimBuild(of: cell)
    }

    /// Under the frame's lock, before the end, for the cell numbered `cell`, whose instance is
    /// not built: whether its build is under way or now the caller's.
    @inlinable
    func claimBuild(of cell: Int) -> HubTaskScopeClaim {
        if isBuilding(cell) { return .underWay }
        if firstBuilding == nil { firstBuilding = cell } else { beginOtherBuild(of: cell) }
        buildsUnderWay += 1
        return .claimed
    }

    /// Under the frame's lock: the slot of the cell numbered `cell`, if built.
    @inlinable
    func builtSlot(of cell: Int) -> HubTaskScopeSlot? {
        var candidate = newestSlot
        while let slot = candidate {
            if slot.cell == cell { return slot }
            candidate = slot.olderSlot
        }
        return nil
    }

    /// Under the frame's lock: whether the build of the cell numbered `cell` is under way.
    @inlinable
    func isBuilding(_ cell: Int) -> Bool {
        firstBuilding == cell || (contention?.isBuilding(cell) ?? false)
    }

    /// Under the frame's lock: a build of `cell` begins while another is under way.
    @usableFromInline
    func beginOtherBuild(of cell: Int) {
        let contention = contention ?? HubTaskScopeContention()
        self.contention = contention
        contention.otherBuilding.append(cell)
    }

    /// Ends the caller's build of `slot`'s cell with its instance, which later resolves in
    /// the call get, and wakes the resolves waiting for it.
    @inlinable
    func publish(_ slot: HubTaskScopeSlot, hasTeardown: Bool) {
        lock()
        slot.olderSlot = newestSlot
        newestSlot = slot
        if !hasTeardown, endSoleBuild(of: slot.cell) { return unlock() }
        let woken = buildEnded(slot.cell, keeping: hasTeardown ? slot : nil)
        unlock()
        if !woken.resolves.isEmpty || woken.end != nil { Self.resume(woken) }
    }

    /// Under the frame's lock: ends the caller's build of `cell`, of an instance with no
    /// teardown, inline when it is the only build under way and nothing waits for it (a first
    /// resolve's usual case); returns false, having done nothing, otherwise.
    @inlinable
    func endSoleBuild(of cell: Int) -> Bool {
        guard buildsUnderWay == 1, firstBuilding == cell, contention == nil, endWaiter == nil else { return false }
        firstBuilding = nil
        buildsUnderWay = 0
        return true
    }

    /// Ends the caller's build of the cell numbered `cell`, which failed: the next resolve
    /// builds it again.
    @usableFromInline
    func abandon(_ cell: Int) {
        let woken = withLock { buildEnded(cell, keeping: nil) }
        Self.resume(woken)
    }

    /// What the end of a build wakes: the resolves waiting for it and, if it was the last
    /// build under way, the end of the call waiting for that.
    @usableFromInline
    typealias WakeUps = (resolves: [CheckedContinuation<Void, Never>], end: UnsafeContinuation<Void, Never>?)

    /// Under the frame's lock: the build of `cell` is no longer under way; `slot`, if any, has
    /// a teardown to run when the call ends. Returns what to wake, for the caller to resume
    /// once the lock is released: a resume runs the executor's `enqueue` (a custom executor's
    /// is user code), which must not run under a lock that other frames share.
    @usableFromInline
    func buildEnded(_ cell: Int, keeping slot: HubTaskScopeSlot?) -> WakeUps {
        if let slot {
            slot.olderWithTeardown = newestWithTeardown
            newestWithTeardown = slot
        }
        if firstBuilding == cell { firstBuilding = nil }
        let resolves = contention?.buildEnded(cell) ?? []
        buildsUnderWay -= 1
        guard buildsUnderWay == 0, let endWaiter else { return (resolves, nil) }
        self.endWaiter = nil
        return (resolves, endWaiter)
    }

    @usableFromInline
    static func resume(_ woken: WakeUps) {
        for waiter in woken.resolves { waiter.resume() }
        woken.end?.resume()
    }

    /// Suspends until the build of `cell` under way has ended, at once if it already has.
    @usableFromInline
    func waitForBuild(of cell: Int, isolation: isolated (any Actor)?) async {
        await withCheckedContinuation(isolation: isolation) { (waiter: CheckedContinuation<Void, Never>) in
            let mustWait = withLock {
                guard isBuilding(cell) else { return false }
                let contention = contention ?? HubTaskScopeContention()
                self.contention = contention
                contention.waiters.append((cell, waiter))
                return true
            }
            if !mustWait { waiter.resume() }
        }
    }

    /// Ends the call once no build is under way, so that an instance a `Task { }` of the body
    /// was making is torn down too: nothing resolves here again, every instance is let go,
    /// and the teardowns run, newest instance first, each whatever the others threw.
    @usableFromInline
    func end(isolation: isolated (any Actor)? = #isolation) async {
        // Taken out under the lock, let go of outside it: an instance's `deinit` may take locks.
        var instances: HubTaskScopeSlot?
        while !withLock({ endIfIdle(handingOver: &instances) }) {
            await withUnsafeContinuation(isolation: isolation) { (waiter: UnsafeContinuation<Void, Never>) in
                let mustWait = withLock {
                    guard buildsUnderWay > 0 else { return false }
                    endWaiter = waiter
                    return true
                }
                if !mustWait { waiter.resume() }
            }
        }
        instances = nil
        // Each slot is let go of once torn down: the list's head and the links are its only holders.
        var next = withLock {
            defer { newestWithTeardown = nil }
            return newestWithTeardown
        }
        while let slot = next {
            await slot.tearDown()
            next = slot.olderWithTeardown
        }
    }

    /// Ends a call whose registrations have no teardown (the synchronous `withScope`): a build
    /// still under way keeps its instance for the task that asked, with nothing to tear down.
    @usableFromInline
    func endWithoutTeardowns() {
        let instances = withLock {
            precondition(newestWithTeardown == nil, "a synchronous 'withScope' ended a scope with teardowns")
            hasEnded = true
            defer { newestSlot = nil }
            return newestSlot
        }
        // Let go of here, outside the lock: an instance's `deinit` may take locks.
        _ = instances
    }

    /// Under the frame's lock: ends the call unless a build is under way, handing over its
    /// instances for the caller to let go of.
    private func endIfIdle(handingOver instances: inout HubTaskScopeSlot?) -> Bool {
        guard buildsUnderWay == 0 else { return false }
        hasEnded = true
        instances = newestSlot
        newestSlot = nil
        return true
    }

    /// Runs `body` with this frame the value of `frames`, its scope's task-local.
    @inlinable
    func run<Result, Failure>(
        in frames: TaskLocal<HubTaskScopeFrame?>, _ body: () throws(Failure) -> Result
    ) -> Swift.Result<Result, Failure> {
        frames.withValue(self) { Swift.Result { () throws(Failure) -> Result in try body() } }
    }

    @inlinable
    func run<Result, Failure>(
        in frames: TaskLocal<HubTaskScopeFrame?>, isolation: isolated (any Actor)?, _ body: () async throws(Failure) -> Result
    ) async -> Swift.Result<Result, Failure> {
        await frames.withValue(
            self,
            operation: { () async -> Swift.Result<Result, Failure> in
                do throws(Failure) { return .success(try await body()) } catch { return .failure(error) }
            }, isolation: isolation)
    }
}

/// The frame of a task scope whose `withScope` binds `Inputs` (one input's type, a tuple of
/// them in manifest order, or `Void`) and whose hub stores its instances in `Instances`.
@usableFromInline
final class HubTaskScopeInputFrame<Inputs, Instances: _HubTaskScopeInstances>: HubTaskScopeFrame, @unchecked Sendable {
    // @unchecked: `inputs` never changes, and `instances` is only touched under the frame's
    // lock, or by the call's end once no resolve can (`letGoOfStoredInstances`); the
    // inputs' and instances' own sendability is checked where the hub declares the store and
    // the cells.
    @usableFromInline let inputs: Inputs
    /// The instances built in this call, stored where the hub's generated struct says.
    @exclusivity(unchecked) @usableFromInline var instances = Instances()

    @usableFromInline
    init(inputs: Inputs, locks: UnsafeMutableRawPointer) {
        self.inputs = inputs
        super.init(locks: locks)
    }

    /// Once the call has ended: lets go of the instances the hub's struct stores. Outside the
    /// lock, which no longer guards them: every resolve checks `hasEnded` first, under the
    /// lock, and a build that ends later keeps its instance for the task that asked. Inlinable,
    /// so the hub's module specializes it for its struct.
    @inlinable
    func letGoOfStoredInstances() {
        instances = Instances()
    }
}
