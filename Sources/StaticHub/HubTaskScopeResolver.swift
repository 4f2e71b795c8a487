#if compiler(>=6.3)
    /// What a hub's generated `withScope(S.self, …) { scope in … }` hands its body: proof, for
    /// the compiler, that code holding one runs inside a call of the task scope `_Scope` of
    /// `_Hub`. The hub's file gives it a member per registration (`scope.resolveRequestLog()`),
    /// so a function that takes one cannot be called outside a `withScope`, and, non-escapable,
    /// it cannot leave the body: stored, returned, or captured by a `Task { }`, it fails to compile.
    public enum _HubTaskScopeResolver<_Hub, _Scope>: ~Escapable {
        /// Only the runtime can make the witness, so only a `withScope` makes a resolver.
        case _insideWithScope(_HubTaskScopeWitness)
    }

    /// The payload only a `withScope` can make (see `_HubTaskScopeResolver`).
    public struct _HubTaskScopeWitness: Sendable {
        @usableFromInline init() {}
    }

    extension _HubTaskScopeInputs {
        /// `withScope(_:_:)`, handing `body` the scope's resolver.
        @inlinable
        public func withScope<Hub, Scope, Result, Failure>(
            _ values: Values,
            _ body: (_HubTaskScopeResolver<Hub, Scope>) throws(Failure) -> Result
        ) throws(Failure) -> Result {
            try withScope(values) { () throws(Failure) -> Result in try body(._insideWithScope(_HubTaskScopeWitness())) }
        }

        /// `withScope(_:isolation:_:)`, handing `body` the scope's resolver.
        @inlinable
        public func withScope<Hub, Scope, Result, Failure>(
            _ values: Values,
            isolation: isolated (any Actor)? = #isolation,
            _ body: (_HubTaskScopeResolver<Hub, Scope>) async throws(Failure) -> Result
        ) async throws(Failure) -> Result {
            try await withScope(values, isolation: isolation) { () async throws(Failure) -> Result in
                try await body(._insideWithScope(_HubTaskScopeWitness()))
            }
        }
    }
#endif
