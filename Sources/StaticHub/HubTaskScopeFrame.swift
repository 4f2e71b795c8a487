/// One `withScope` call of a task scope: the inputs it bound and the instances its body's
/// resolves build, which no other call sees.
///
/// A task-local holds the innermost frame of every task scope the task runs inside (`outer`
/// links the rest), so the body's child tasks and the `Task { }`s it starts find it too;
/// `Task.detached` inherits no task-local, so it finds none. When the body ends, the frame
/// lets go of every instance and runs the teardowns of those built, newest first.
class HubTaskScopeFrame: @unchecked Sendable {
    // @unchecked: `slots`, `built` and `hasEnded` are only touched under `lock`.
    /// The marker type's identity: which task scope this is a call of.
    let scope: ObjectIdentifier
    /// The frame around this one in the task, of this scope or another.
    let outer: HubTaskScopeFrame?
    private let lock = HubLock()
    /// Each cell's slot in this call, by the cell's number.
    private var slots: [Int: HubTaskScopeSlot] = [:]
    /// The slots built here whose registration has a teardown, oldest first.
    private var built: [HubTaskScopeSlot] = []
    private var hasEnded = false

    /// The innermost frame of the task: the last `withScope` entered, of any scope.
    @TaskLocal static var innermost: HubTaskScopeFrame?

    init(scope: ObjectIdentifier, outer: HubTaskScopeFrame?) {
        self.scope = scope
        self.outer = outer
    }

    /// The innermost frame of `scope` the task runs inside, if any.
    static func current(of scope: ObjectIdentifier) -> HubTaskScopeFrame? {
        var frame = innermost
        while let candidate = frame {
            if candidate.scope == scope { return candidate }
            frame = candidate.outer
        }
        return nil
    }

    /// The slot of the cell numbered `cell`, made with `make` the first time; nil once the
    /// body has ended (a `Task { }` it started outlived it).
    func slot<Slot: HubTaskScopeSlot>(of cell: Int, make: () -> Slot) -> Slot? {
        lock.withLock {
            guard !hasEnded else { return nil }
            if let existing = slots[cell] { return unsafeDowncast(existing, to: Slot.self) }
            let made = make()
            slots[cell] = made
            return made
        }
    }

    /// Records that `slot` now holds its instance, to tear it down when the body ends.
    func didBuild(_ slot: HubTaskScopeSlot) {
        lock.withLock { built.append(slot) }
    }

    /// Ends the call: nothing resolves here again, every instance is let go, and the
    /// teardowns run, newest instance first, each whatever the others threw.
    func end(isolation: isolated (any Actor)? = #isolation) async {
        for slot in endSlots().reversed() {
            await slot.tearDown()
        }
    }

    /// Ends a call whose registrations have no teardown (the synchronous `withScope`).
    func endWithoutTeardowns() {
        let built = endSlots()
        precondition(built.isEmpty, "a synchronous 'withScope' ended a scope with teardowns")
    }

    private func endSlots() -> [HubTaskScopeSlot] {
        lock.withLock {
            hasEnded = true
            slots = [:]
            defer { built = [] }
            return built
        }
    }

    /// Runs `body` with this frame the innermost of the task.
    func run<Result, Failure>(_ body: () throws(Failure) -> Result) -> Swift.Result<Result, Failure> {
        Self.$innermost.withValue(self) { Swift.Result { () throws(Failure) -> Result in try body() } }
    }

    func run<Result, Failure>(isolation: isolated (any Actor)?, _ body: () async throws(Failure) -> Result) async
        -> Swift.Result<Result, Failure>
    {
        await Self.$innermost.withValue(
            self,
            operation: { () async -> Swift.Result<Result, Failure> in
                do throws(Failure) { return .success(try await body()) } catch { return .failure(error) }
            }, isolation: isolation)
    }
}

/// The frame of a task scope whose `withScope` binds `Inputs`: one input's type, a tuple of
/// them in manifest order, or `Void`.
final class HubTaskScopeInputFrame<Inputs>: HubTaskScopeFrame, @unchecked Sendable {
    // @unchecked: `inputs` never changes; the inputs' own sendability is checked where the
    // hub's `withScope` takes them.
    let inputs: Inputs

    init(scope: ObjectIdentifier, inputs: Inputs, outer: HubTaskScopeFrame?) {
        self.inputs = inputs
        super.init(scope: scope, outer: outer)
    }
}
