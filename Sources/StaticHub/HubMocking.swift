/// A hub whose mocks can be scoped from outside, for instance by the `.hubMocks` test trait
/// of `StaticHubTesting`.
///
/// The generator adds the conformance, in debug builds, to every hub that no global actor
/// isolates (an isolated hub's `withMocks` runs on its actor, which this requirement
/// cannot express).
public protocol HubMocking {
    /// The generated builder whose `mock` functions a scope's configuration calls.
    associatedtype Mocks

    /// The mocks `configure` sets and the hub's registry, for ``withMocks(_:isolation:operation:)``;
    /// call that instead. Synchronous, without closures of async type: under Swift 6.2's
    /// NonisolatedNonsendingByDefault those are spelled differently in the hub's module than
    /// here, and the hub would no longer conform.
    static func _mockScope(_ configure: (inout Mocks) -> Void) -> (registry: _HubMockRegistry, overrides: _HubMockOverrides)
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
        let scope = _mockScope(configure)
        return try await scope.registry.withScope(scope.overrides, isolation: isolation, operation)
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

/// A hub isolated to the main actor, whose mocks the `.hubMocks` test trait of
/// `StaticHubTesting` sets on the main actor with a `@MainActor` builder.
///
/// The generator adds the conformance in debug builds, instead of ``GlobalActorHubMocking``.
public protocol MainActorHubMocking {
    /// The generated builder whose `mock` functions a scope's configuration calls.
    associatedtype Mocks

    /// The mocks `configure` sets and the hub's registry, for a scope entered by the test trait.
    @MainActor static func _mockScope(_ configure: (inout Mocks) -> Void) -> (registry: _HubMockRegistry, overrides: _HubMockOverrides)
}
