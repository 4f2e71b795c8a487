/// One `withScope` call of a task scope: the inputs it bound and the instances its body's
/// resolves build, which no other call sees.
///
/// A task-local holds the innermost frame of every task scope the task runs inside (`outer`
/// links the rest), so the body's child tasks and the `Task { }`s it starts find it too;
/// `Task.detached` inherits no task-local, so it finds none. When the body ends, the frame
/// waits for the builds under way (a `Task { }` the body started may be making one), then
/// lets go of every instance and runs the teardowns of those built, newest first.
@usableFromInline
class HubTaskScopeFrame: @unchecked Sendable {
    // @unchecked: `newestSlot`, `built`, `buildsUnderWay`, `endWaiter` and `hasEnded` are only
    // touched under `lock`.
    /// The marker type's identity: which task scope this is a call of.
    @usableFromInline let scope: ObjectIdentifier
    /// The frame around this one in the task, of this scope or another.
    @usableFromInline let outer: HubTaskScopeFrame?
    /// Never taken again by its holder: what runs under it (finding a slot, claiming or
    /// finishing a build) calls nothing that takes it.
    @usableFromInline let lock = HubLock(recursive: false)
    /// The cells' slots in this call, newest first, linked through `olderSlot`: few, so a
    /// linear search costs less than hashing, and a list needs no buffer of its own.
    @exclusivity(unchecked) @usableFromInline var newestSlot: HubTaskScopeSlot?
    /// The slots built here whose registration has a teardown, oldest first.
    @exclusivity(unchecked) private var built: [HubTaskScopeSlot] = []
    @exclusivity(unchecked) @usableFromInline var hasEnded = false
    /// The slots whose build has begun and not finished.
    @exclusivity(unchecked) @usableFromInline final var buildsUnderWay = 0
    /// The end, waiting for the builds under way to finish: resumed once, by the last of them.
    /// Unsafe rather than checked, so that a frame that never waited destroys a trivial value.
    @exclusivity(unchecked) private var endWaiter: UnsafeContinuation<Void, Never>?

    /// The innermost frame of the task: the last `withScope` entered, of any scope. Spelled
    /// out rather than `@TaskLocal`, whose `$` projection inlinable code cannot name.
    @usableFromInline static let frames = TaskLocal<HubTaskScopeFrame?>(wrappedValue: nil)

    @inlinable static var innermost: HubTaskScopeFrame? { frames.get() }

    @usableFromInline
    init(scope: ObjectIdentifier, outer: HubTaskScopeFrame?) {
        self.scope = scope
        self.outer = outer
    }

    /// The innermost frame of `scope` the task runs inside, if any.
    @inlinable
    static func current(of scope: ObjectIdentifier) -> HubTaskScopeFrame? {
        var frame = innermost
        while let candidate = frame {
            if candidate.scope == scope { return candidate }
            frame = candidate.outer
        }
        return nil
    }

    /// The slot of the cell numbered `cell`, made with `make` (given the frame's lock, which
    /// guards it) the first time; nil once the body has ended (a `Task { }` it started outlived it).
    @inlinable
    func slot<Slot: HubTaskScopeSlot>(of cell: Int, make: (HubLock) -> Slot) -> Slot? {
        lock.lock()
        defer { lock.unlock() }
        guard !hasEnded else { return nil }
        return slotUnderLock(of: cell, make: make)
    }

    /// Under `lock`, before the end: the slot of the cell numbered `cell`, made the first time.
    @inlinable
    func slotUnderLock<Slot: HubTaskScopeSlot>(of cell: Int, make: (HubLock) -> Slot) -> Slot {
        var candidate = newestSlot
        while let slot = candidate {
            if slot.cell == cell { return unsafeDowncast(slot, to: Slot.self) }
            candidate = slot.olderSlot
        }
        let made = make(lock)
        made.cell = cell
        made.olderSlot = newestSlot
        newestSlot = made
        return made
    }

    /// Under `lock`: a build of `slot` has finished, with an instance to tear down when the
    /// call ends or not. The last build under way wakes the end waiting for it (a resume only
    /// schedules the end's task, so it may happen under the lock).
    @usableFromInline
    func buildFinished(_ slot: HubTaskScopeSlot, keepsTeardown: Bool) {
        if keepsTeardown { built.append(slot) }
        buildsUnderWay -= 1
        if buildsUnderWay == 0, let endWaiter {
            self.endWaiter = nil
            endWaiter.resume()
        }
    }

    /// Ends the call once no build is under way, so that an instance a `Task { }` of the body
    /// was making is torn down too: nothing resolves here again, every instance is let go,
    /// and the teardowns run, newest instance first, each whatever the others threw.
    @usableFromInline
    func end(isolation: isolated (any Actor)? = #isolation) async {
        while !lock.withLock({ endIfIdle() }) {
            await withUnsafeContinuation(isolation: isolation) { (waiter: UnsafeContinuation<Void, Never>) in
                let mustWait = lock.withLock {
                    guard buildsUnderWay > 0 else { return false }
                    endWaiter = waiter
                    return true
                }
                if !mustWait { waiter.resume() }
            }
        }
        let ended = lock.withLock {
            defer { built = [] }
            return built
        }
        for slot in ended.reversed() {
            await slot.tearDown()
        }
    }

    /// Ends a call whose registrations have no teardown (the synchronous `withScope`): a build
    /// still under way keeps its instance for the task that asked, with nothing to tear down.
    @usableFromInline
    func endWithoutTeardowns() {
        lock.withLock {
            hasEnded = true
            newestSlot = nil
            precondition(built.isEmpty, "a synchronous 'withScope' ended a scope with teardowns")
        }
    }

    /// Under `lock`: ends the call unless a build is under way.
    private func endIfIdle() -> Bool {
        guard buildsUnderWay == 0 else { return false }
        hasEnded = true
        newestSlot = nil
        return true
    }

    /// Runs `body` with this frame the innermost of the task.
    @inlinable
    func run<Result, Failure>(_ body: () throws(Failure) -> Result) -> Swift.Result<Result, Failure> {
        Self.frames.withValue(self) { Swift.Result { () throws(Failure) -> Result in try body() } }
    }

    @inlinable
    func run<Result, Failure>(isolation: isolated (any Actor)?, _ body: () async throws(Failure) -> Result) async
        -> Swift.Result<Result, Failure>
    {
        await Self.frames.withValue(
            self,
            operation: { () async -> Swift.Result<Result, Failure> in
                do throws(Failure) { return .success(try await body()) } catch { return .failure(error) }
            }, isolation: isolation)
    }
}

/// The frame of a task scope whose `withScope` binds `Inputs`: one input's type, a tuple of
/// them in manifest order, or `Void`.
@usableFromInline
final class HubTaskScopeInputFrame<Inputs>: HubTaskScopeFrame, @unchecked Sendable {
    // @unchecked: `inputs` never changes; the inputs' own sendability is checked where the
    // hub's `withScope` takes them.
    @usableFromInline let inputs: Inputs

    @usableFromInline
    init(scope: ObjectIdentifier, inputs: Inputs, outer: HubTaskScopeFrame?) {
        self.inputs = inputs
        super.init(scope: scope, outer: outer)
    }
}
