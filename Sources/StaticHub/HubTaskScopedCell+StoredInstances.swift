/// The resolves of a task-scoped registration whose instance the hub's generated `Instances`
/// struct stores: `stored` reads its property and `storing` sets it, both under the frame's
/// lock. A built instance is that read, under one hold of the lock, with no slot to find.
extension _HubTaskScopedCell {
    /// The instance of the innermost `withScope` of `scope`, built by its first resolve with
    /// `make`, which gets the call's inputs (so a factory that takes them reads no task-local
    /// again); a synchronous resolve that finds a build under way on another thread waits for
    /// it. Outside any `withScope` of the scope, stops the process at `file` and `line`.
    @inlinable
    public func value<Inputs, Instances, Failure>(
        in scope: _HubTaskScopeInputs<Inputs, Instances>,
        stored: (inout Instances) -> Value?,
        storing: (inout Instances, Value) -> Void,
        file: StaticString,
        line: UInt,
        make: (Inputs) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let frame = frame(of: scope, file: file, line: line)
        while true {
            switch claim(in: frame, stored: stored, file: file, line: line) {
            case .built(let built): return built
            case .underWay: HubLock.yield()
            case .claimed:
                do throws(Failure) {
                    let made = try make(frame.inputs)
                    publish(made, in: frame, storing: storing)
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
    public func value<Inputs, Instances, Failure>(
        in scope: _HubTaskScopeInputs<Inputs, Instances>,
        stored: (inout Instances) -> Value?,
        storing: (inout Instances, Value) -> Void,
        file: StaticString,
        line: UInt,
        isolation: isolated (any Actor)? = #isolation,
        make: (Inputs) async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let frame = frame(of: scope, file: file, line: line)
        while true {
            switch claim(in: frame, stored: stored, file: file, line: line) {
            case .built(let built): return built
            case .underWay: await frame.waitForBuild(of: number, isolation: isolation)
            case .claimed:
                do throws(Failure) {
                    let made = try await make(frame.inputs)
                    publish(made, in: frame, storing: storing)
                    return made
                } catch {
                    frame.abandon(number)
                    throw error
                }
            }
        }
    }

    /// The instance of the innermost `withScope` of `scope` once built; nil before. Outside
    /// any, stops the process at `file` and `line`.
    @inlinable
    public func created<Inputs, Instances>(
        in scope: _HubTaskScopeInputs<Inputs, Instances>,
        stored: (inout Instances) -> Value?,
        file: StaticString,
        line: UInt
    ) -> Value? {
        let frame = frame(of: scope, file: file, line: line)
        frame.lock()
        guard !frame.hasEnded else {
            frame.unlock()
            endedCall(file: file, line: line)
        }
        let built = stored(&frame.instances)
        frame.unlock()
        return built
    }

    /// Under one hold of `frame`'s lock, so that no other resolve builds between the read and
    /// the claim: the instance if built, else whether its build is under way or now the
    /// caller's. Stops the process when the call has ended.
    @inlinable
    func claim<Inputs, Instances>(
        in frame: HubTaskScopeInputFrame<Inputs, Instances>, stored: (inout Instances) -> Value?, file: StaticString, line: UInt
    ) -> HubTaskScopeStoredClaim<Value> {
        frame.lock()
        guard !frame.hasEnded else {
            frame.unlock()
            endedCall(file: file, line: line)
        }
        if let built = stored(&frame.instances) {
            frame.unlock()
            return .built(built)
        }
        let claim = frame.claimBuild(of: number)
        frame.unlock()
        if case .underWay = claim { return .underWay }
        return .claimed
    }

    /// Ends this resolve's build in `frame` with `made`, stored where `storing` puts it unless
    /// the call has ended meanwhile (a `Task { }` of a synchronous body's), and kept in a slot
    /// for the call's end if the registration has a teardown.
    @inlinable
    func publish<Inputs, Instances>(
        _ made: Value, in frame: HubTaskScopeInputFrame<Inputs, Instances>, storing: (inout Instances, Value) -> Void
    ) {
        let forTeardown = teardown == nil ? nil : HubTaskScopeValueSlot(cell: number, value: made, teardown: teardown)
        frame.lock()
        if !frame.hasEnded { storing(&frame.instances, made) }
        if forTeardown == nil, frame.endSoleBuild(of: number) { return frame.unlock() }
        let woken = frame.buildEnded(number, keeping: forTeardown)
        frame.unlock()
        if !woken.resolves.isEmpty || woken.end != nil { HubTaskScopeFrame.resume(woken) }
    }

    /// The innermost frame of `scope`, whose task-local this cell reads; stops the process
    /// when no `withScope` of the scope encloses the resolve.
    @inlinable
    func frame<Inputs, Instances>(
        of scope: _HubTaskScopeInputs<Inputs, Instances>, file: StaticString, line: UInt
    ) -> HubTaskScopeInputFrame<Inputs, Instances> {
        // Only the store's `withScope` sets its task-local, always to a frame of its types.
        unsafeDowncast(frame(file: file, line: line), to: HubTaskScopeInputFrame<Inputs, Instances>.self)
    }
}

/// What one hold of the frame's lock says to a resolve of an instance the hub's struct stores.
@usableFromInline
enum HubTaskScopeStoredClaim<Value> {
    case built(Value)
    /// Another resolve is building it: wait, then ask again.
    case underWay
    /// The build is the caller's to make, then to publish or abandon.
    case claimed
}
