/// A hub whose mocks can be scoped from outside, for instance by the `.hubMocks` test trait
/// of `StaticHubTesting`.
///
/// The generator adds the conformance, in debug builds, to every hub that no global actor
/// isolates (an isolated hub's `withMocks` runs on its actor, which this requirement
/// cannot express).
public protocol HubMocking {
    /// The generated builder whose `mock` functions a scope's configuration calls.
    associatedtype Mocks

    /// Runs `operation` with the mocks `configure` sets, for this task and its child tasks.
    static func withMocks<Result>(
        _ configure: (inout Mocks) -> Void,
        isolation: isolated (any Actor)?,
        operation: () async throws -> Result
    ) async rethrows -> Result
}
