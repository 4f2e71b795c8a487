/// The storage of a `ScopedRegister` of a task scope: one instance per `withScope` call of
/// the scope, built by the first resolve inside it (concurrent ones wait) and torn down when
/// the call's body ends. The cell itself holds no instance: each call's frame does, in the
/// property of the hub's generated `Instances` struct that the resolve names (see
/// `value(in:stored:storing:file:line:make:)`), or else in a slot: an importing hub's copy's,
/// and a mock scope's sibling cell's.
public final class _HubTaskScopedCell<Value> {
    /// The scope's task-local, which holds the frame of the innermost `withScope`.
    @usableFromInline let frames: TaskLocal<HubTaskScopeFrame?>
    /// Names this cell's slot in each frame.
    @usableFromInline let number = _HubScope.nextCellNumber()
    @usableFromInline let teardown: HubTaskScopeTeardown<Value>?
    @usableFromInline let outOfScope: StaticString
    @usableFromInline let file: StaticString
    @usableFromInline let line: UInt

    /// A cell in the task scope whose store (the hub's `_inputs…`) is `scope`. `outOfScope`
    /// is the stop's message for a resolve with no `withScope` of the scope around it,
    /// reported at the line of the accessor's caller; a resolve that has none to give (a mock
    /// scope's) reports `file` and `line`, the registration's manifest line as generated code
    /// maps it.
    public init<Inputs, Instances>(
        scope: _HubTaskScopeInputs<Inputs, Instances>,
        onScopeEnd teardown: (@Sendable (Value) async throws -> Void)? = nil,
        outOfScope: StaticString,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        frames = scope.frames
        self.teardown = teardown.map {
            HubTaskScopeTeardown(run: $0, registration: "\(Value.self)", scope: scope.scopeName)
        }
        self.outOfScope = outOfScope
        self.file = file
        self.line = line
    }

    /// A cell for what `make` returns: generated code lets its `_make…` function give the
    /// cell's type rather than spell it (an isolated registration's, which converts to no
    /// plain function type, spells it).
    public convenience init<Inputs, Instances>(
        of make: () async throws -> Value,
        scope: _HubTaskScopeInputs<Inputs, Instances>,
        onScopeEnd teardown: (@Sendable (Value) async throws -> Void)? = nil,
        outOfScope: StaticString,
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        self.init(scope: scope, onScopeEnd: teardown, outOfScope: outOfScope, file: file, line: line)
    }

    /// A cell of the same scope and teardown as `other`, with slots of its own: a mock
    /// scope's instances.
    init(sameScopeAs other: _HubTaskScopedCell<Value>) {
        frames = other.frames
        teardown = other.teardown
        outOfScope = other.outOfScope
        file = other.file
        line = other.line
    }

    /// The instance of the innermost `withScope` of the scope, built with `make` by its first
    /// resolve; a synchronous resolve that finds a build under way on another thread waits
    /// for it. An instance already built is read under one hold of the frame's lock. Outside
    /// any `withScope` of the scope, stops the process at `file` and `line`: the accessor's
    /// caller's.
    @inlinable
    public func value<Failure>(file: StaticString, line: UInt, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        let frame = frame(file: file, line: line)
        while true {
            switch claim(in: frame, file: file, line: line) {
            case .built(let slot):
                return unsafeDowncast(slot, to: HubTaskScopeValueSlot<Value>.self).value
            case .underWay:
                HubLock.yield()
            case .claimed:
                do throws(Failure) {
                    let made = try make()
                    publish(made, in: frame)
                    return made
                } catch {
                    frame.abandon(number)
                    throw error
                }
            }
        }
    }

    /// The instance, as the synchronous form makes it; a resolve that finds a build under way
    /// suspends until it ends.
    @inlinable
    public func value<Failure>(
        file: StaticString,
        line: UInt,
        isolation: isolated (any Actor)? = #isolation,
        make: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let frame = frame(file: file, line: line)
        while true {
            switch claim(in: frame, file: file, line: line) {
            case .built(let slot):
                return unsafeDowncast(slot, to: HubTaskScopeValueSlot<Value>.self).value
            case .underWay:
                await frame.waitForBuild(of: number, isolation: isolation)
            case .claimed:
                do throws(Failure) {
                    let made = try await make()
                    publish(made, in: frame)
                    return made
                } catch {
                    frame.abandon(number)
                    throw error
                }
            }
        }
    }

    /// Ends this resolve's build in `frame` with `made`, which later resolves in the call get.
    @inlinable
    func publish(_ made: Value, in frame: HubTaskScopeFrame) {
        frame.publish(HubTaskScopeValueSlot(cell: number, value: made, teardown: teardown), hasTeardown: teardown != nil)
    }

    /// The instance, stopping at the registration's manifest line outside a `withScope`: for a
    /// mock scope's sibling cell, which has no caller's line to report.
    @inlinable
    public func value<Failure>(make: () throws(Failure) -> Value) throws(Failure) -> Value {
        try value(file: file, line: line, make: make)
    }

    @inlinable
    public func value<Failure>(
        isolation: isolated (any Actor)? = #isolation,
        make: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        try await value(file: file, line: line, isolation: isolation, make: make)
    }

    /// The instance of the innermost `withScope` of the scope once built; nil before. Outside
    /// any, stops the process at `file` and `line`.
    @inlinable
    public func created(file: StaticString, line: UInt) -> Value? {
        let frame = frame(file: file, line: line)
        frame.lock()
        guard !frame.hasEnded else {
            frame.unlock()
            endedCall(file: file, line: line)
        }
        let slot = frame.builtSlot(of: number)
        frame.unlock()
        return slot.map { unsafeDowncast($0, to: HubTaskScopeValueSlot<Value>.self).value }
    }

    /// This cell's instance in `frame`, or whether its build is under way or the caller's;
    /// stops the process when the call has ended.
    @inlinable
    func claim(in frame: HubTaskScopeFrame, file: StaticString, line: UInt) -> HubTaskScopeClaim {
        frame.lock()
        guard !frame.hasEnded else {
            frame.unlock()
            endedCall(file: file, line: line)
        }
        let claim = frame.claim(number)
        frame.unlock()
        return claim
    }

    /// The innermost frame of the scope; stops the process when no `withScope` of the scope
    /// encloses the resolve.
    @inlinable
    func frame(file: StaticString, line: UInt) -> HubTaskScopeFrame {
        guard let frame = frames.get() else { fatalError("\(outOfScope)", file: file, line: line) }
        return frame
    }

    /// Stops a resolve in a call that has ended: a `Task { }` its body started outlived it.
    @usableFromInline
    func endedCall(file: StaticString, line: UInt) -> Never {
        fatalError(
            "\(outOfScope) (this resolve ran after its 'withScope' ended: a 'Task { }' its body started outlived it; await the task inside the body)",
            file: file, line: line)
    }
}

// The cell's fields are constants and the frames synchronise the instances; sharing it is as
// safe as sharing the value, which the body's child tasks do.
extension _HubTaskScopedCell: @unchecked Sendable where Value: Sendable {}
