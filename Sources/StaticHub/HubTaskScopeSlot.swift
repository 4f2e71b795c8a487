/// Where one `withScope` call keeps one task-scoped registration's instance: built once, by
/// the first resolve in the call, while concurrent resolves from its child tasks wait.
@usableFromInline
class HubTaskScopeSlot: @unchecked Sendable {
    // @unchecked: `cell` and `olderSlot` are set once, under the frame's lock, before any
    // other task can find the slot.
    /// The number of the cell whose slot this is, in its frame's list.
    @exclusivity(unchecked) @usableFromInline final var cell = 0
    /// The slot made before this one in the frame.
    @exclusivity(unchecked) @usableFromInline final var olderSlot: HubTaskScopeSlot?

    /// Runs the registration's teardown on the instance and lets go of it.
    @usableFromInline
    func tearDown() async {}

    @usableFromInline
    init() {}
}

@usableFromInline
final class HubTaskScopeValueSlot<Value>: HubTaskScopeSlot, @unchecked Sendable {
    // @unchecked: every field is touched only under `lock`, the frame's; so unchecked by the
    // exclusivity checker too, whose dynamic checks would cost each resolve more than the lock.
    @usableFromInline let lock: HubLock
    @exclusivity(unchecked) @usableFromInline var state = State.empty
    @exclusivity(unchecked) @usableFromInline var value: Value?
    /// Async resolves waiting for a build under way.
    @exclusivity(unchecked) @usableFromInline var waiters: [CheckedContinuation<Void, Never>] = []
    @usableFromInline let teardown: HubTaskScopeTeardown<Value>?
    /// `teardown != nil`, which in this generic code would cost a metadata lookup per build.
    @usableFromInline let hasTeardown: Bool

    @usableFromInline
    enum State {
        case empty, building, built
    }

    /// A slot guarded by `lock`, its frame's.
    @usableFromInline
    init(teardown: HubTaskScopeTeardown<Value>?, lock: HubLock) {
        self.teardown = teardown
        self.hasTeardown = teardown != nil
        self.lock = lock
    }

    /// The instance once built; nil before.
    @inlinable
    var built: Value? {
        lock.lock()
        defer { lock.unlock() }
        return state == .built ? value : nil
    }

    /// The instance, built with `make` by the first caller; a synchronous one that finds a
    /// build under way on another thread waits for it. `first` is the caller's claim, taken
    /// with the slot under the frame's lock.
    @inlinable
    func value<Failure>(in frame: HubTaskScopeFrame, claimed first: Claim, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        var claim = first
        while true {
            switch claim {
            case .built(let value):
                return value
            case .underWay:
                HubLock.yield()
            case .claimed:
                do throws(Failure) {
                    let made = try make()
                    finish(with: made, in: frame)
                    return made
                } catch {
                    finish(with: nil, in: frame)
                    throw error
                }
            }
            lock.lock()
            claim = self.claim(in: frame)
            lock.unlock()
        }
    }

    /// The instance, built with `make` by the first caller while the others wait, suspended.
    @usableFromInline
    func value<Failure>(
        in frame: HubTaskScopeFrame, claimed first: Claim, isolation: isolated (any Actor)?, make: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        var claim = first
        while true {
            switch claim {
            case .built(let value):
                return value
            case .underWay:
                await withCheckedContinuation(isolation: isolation) { (waiter: CheckedContinuation<Void, Never>) in
                    let mustWait = lock.withLock {
                        guard state == .building else { return false }
                        waiters.append(waiter)
                        return true
                    }
                    if !mustWait { waiter.resume() }
                }
            case .claimed:
                do throws(Failure) {
                    let made = try await make()
                    finish(with: made, in: frame)
                    return made
                } catch {
                    finish(with: nil, in: frame)
                    throw error
                }
            }
            claim = lock.withLock { self.claim(in: frame) }
        }
    }

    override func tearDown() async {
        let instance = lock.withLock {
            defer { value = nil }
            return value
        }
        guard let instance, let teardown else { return }
        await teardown.run(on: instance)
    }

    @usableFromInline
    enum Claim {
        case built(Value), underWay, claimed
    }

    /// Under `lock`.
    @inlinable
    func claim(in frame: HubTaskScopeFrame) -> Claim {
        switch state {
        case .built: return .built(value.unsafelyUnwrapped)
        case .building: return .underWay
        case .empty:
            state = .building
            frame.buildsUnderWay += 1
            return .claimed
        }
    }

    /// Publishes the instance (nil when the build failed: the next resolve tries again) and
    /// wakes the waiters. Inlinable, so that storing `Value?` needs no metadata lookup of
    /// `Optional<Value>` (a generic instantiation per build, about 330 instructions).
    @inlinable
    func finish(with made: Value?, in frame: HubTaskScopeFrame) {
        lock.lock()
        value = made
        state = made == nil ? .empty : .built
        frame.buildFinished(self, keepsTeardown: hasTeardown && state == .built)
        let woken = waiters
        if !woken.isEmpty { waiters = [] }
        lock.unlock()
        for waiter in woken { waiter.resume() }
    }
}
