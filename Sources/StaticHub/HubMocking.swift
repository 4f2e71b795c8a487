/// A hub whose mocks can be scoped from outside, for instance by the `.hubMocks` test trait
/// of `StaticHubTesting`.
///
/// The generator adds the conformance, in debug builds, to every hub that no global actor
/// isolates (an isolated hub's `withMocks` runs on its actor, which this requirement
/// cannot express).
public protocol HubMocking {
    /// The generated builder whose `mock` functions a scope's configuration calls.
    associatedtype Mocks

    /// The generated scope behind ``withMocks(_:isolation:operation:)``; call that instead.
    static func _withMocks<Result>(
        _ configure: (inout Mocks) -> Void,
        isolation: isolated (any Actor)?,
        operation: () async throws -> Result
    ) async rethrows -> Result
}

extension HubMocking {
    /// Runs `operation` with the mocks `configure` sets, for this task and its child tasks only.
    /// Scopes nest (the inner one wins) and win over global mocks; they end with `operation`,
    /// which runs on the caller's actor.
    ///
    /// Declared here rather than in generated code: expanding `#isolation` there would make
    /// the compiler parse the whole generated file a second time, a tenth of a large hub's
    /// type-check.
    @discardableResult
    public static func withMocks<Result>(
        _ configure: (inout Mocks) -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await _withMocks(configure, isolation: isolation, operation: operation)
    }
}

/// A hub isolated to a global actor, whose mocks are scoped only by its own
/// `withMocks`, which runs on that actor.
///
/// The generator adds the conformance in debug builds, so that the `.hubMocks` test trait can
/// say why it does not apply to such a hub, and what to call instead.
public protocol GlobalActorHubMocking {
    /// The generated builder whose `mock` functions a scope's configuration calls.
    associatedtype Mocks
}
