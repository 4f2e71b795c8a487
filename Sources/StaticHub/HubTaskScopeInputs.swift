/// A task scope of a hub (`TaskScope(S.self)`) and the inputs its manifest declares for it,
/// which the hub's generated `withScope(S.self, …)` binds for the length of its body: `Values`
/// is one input's type, a tuple of them in manifest order, or `Void`. `Instances` is the
/// hub's generated struct with an optional stored property per registration of the scope:
/// each call's frame keeps one, so a resolve reads its instance where a hand-written scope
/// would, with no object of its own per instance.
///
/// The store owns the scope's task-local, and the scope's cells share it: two hubs whose
/// `TaskScope` names one marker type (in modules that cannot see each other, so the generator
/// cannot report it) have two scopes, and neither hub's cells read the other's frames.
public final class _HubTaskScopeInputs<Values, Instances: _HubTaskScopeInstances> {
    /// The scope's task-local, which holds the frame of the innermost `withScope`.
    @usableFromInline let frames = TaskLocal<HubTaskScopeFrame?>(wrappedValue: nil)
    /// The marker type's name, for the reports of the scope's teardowns.
    let scopeName: String
    /// `HubTaskScopeLocks.base`, kept so that entering a scope does not go through the
    /// static's `swift_once`.
    @usableFromInline let locks = HubTaskScopeLocks.base

    /// The task scope `marker` names.
    public init(scope marker: Any.Type) {
        scopeName = "\(marker)"
    }

    /// Runs `body` inside a new call of the scope with `values` bound; when it returns or
    /// throws, the call lets go of its instances. For scopes whose registrations have no teardown.
    @inlinable
    public func withScope<Result, Failure>(_ values: Values, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let frame = HubTaskScopeInputFrame<Values, Instances>(inputs: values, locks: locks)
        let outcome = frame.run(in: frames, body)
        frame.endWithoutTeardowns()
        frame.letGoOfStoredInstances()
        return try outcome.get()
    }

    /// Runs `body` inside a new call of the scope with `values` bound; when it returns, throws
    /// or is cancelled, the call lets go of its instances and runs their teardowns, newest
    /// first, before this returns.
    @inlinable
    public func withScope<Result, Failure>(
        _ values: Values,
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let frame = HubTaskScopeInputFrame<Values, Instances>(inputs: values, locks: locks)
        let outcome = await frame.run(in: frames, isolation: isolation, body)
        await frame.end(isolation: isolation)
        frame.letGoOfStoredInstances()
        return try outcome.get()
    }

    /// The input `pick` takes from the values of the innermost `withScope` of the scope;
    /// outside one, stops the process with `message`, which names the scope and the call to
    /// add, at `file` and `line` (generated code passes the input's manifest line).
    @inlinable
    public func value<Input>(
        _ pick: (Values) -> Input,
        orFail message: StaticString,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Input {
        guard let frame = frames.get() else { fatalError("\(message)", file: file, line: line) }
        // Only this store's `withScope` sets its task-local, always to a frame of its `Values`.
        return pick(unsafeDowncast(frame, to: HubTaskScopeInputFrame<Values, Instances>.self).inputs)
    }
}

// The store holds only the scope's task-local, but its `withScope` shares the values with the
// body's child tasks: on a hub no actor isolates, inputs that are not `Sendable` fail to
// compile where the store is declared (the `TaskScope` line), as a task-scoped instance does.
extension _HubTaskScopeInputs: @unchecked Sendable where Values: Sendable {}

/// The instances of one call of a task scope: the hub's generated struct, an optional stored
/// property per registration of the scope, all nil at first.
public protocol _HubTaskScopeInstances {
    init()
}

/// Makes `scope` a task scope of the hub: its `ScopedRegister`s and `ScopeInput`s live per
/// call of the hub's generated `withScope(scope, …) { … }` (per request, in a server),
/// shared by the body's child tasks and the `Task { }`s it starts, never seen by another call,
/// and let go of (their `onScopeEnd:` run) when the body ends.
public func TaskScope(_ scope: any Any.Type) -> HubRegistration {
    HubRegistration()
}
