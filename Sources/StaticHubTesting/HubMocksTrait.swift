import StaticHub
import Testing

/// A Swift Testing trait that runs a test (or every test of a suite) inside a
/// `withMocks` scope of one hub:
///
/// ```swift
/// @Test(.hubMocks(Dependency.self) { $0.mock((any Clock).self, singleton: FixedClock()) })
/// func reportsUseTheFixedClock() { … }
/// ```
///
/// The scope is task-local, so tests running in parallel never see each other's mocks.
public struct HubMocksTrait<Hub: HubMocking>: TestTrait, SuiteTrait, TestScoping {
    private let configure: @Sendable (inout Hub.Mocks) -> Void

    fileprivate init(configure: @escaping @Sendable (inout Hub.Mocks) -> Void) {
        self.configure = configure
    }

    /// On a suite, the scope applies to each of its tests.
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Hub.withMocks(configure, isolation: nil, operation: function)
    }
}

/// `.hubMocks` with a `@MainActor` builder: the mocks are set on the main actor, so a fake
/// with main-actor state is configured where it is registered, and a hub isolated to the
/// main actor can be mocked by a trait too. The test itself runs where it would without it.
///
/// ```swift
/// @Test(.hubMocks(ClerkHub.self) { @MainActor mocks in
///     let clerk = Clerk()
///     clerk.client = .mock
///     mocks.mock(Clerk.self, singleton: clerk)
/// })
/// ```
public struct MainActorHubMocksTrait: TestTrait, SuiteTrait, TestScoping {
    private let makeScope: @Sendable () async -> (registry: _HubMockRegistry, overrides: _HubMockOverrides)

    fileprivate init(makeScope: @escaping @Sendable () async -> (registry: _HubMockRegistry, overrides: _HubMockOverrides)) {
        self.makeScope = makeScope
    }

    /// On a suite, the scope applies to each of its tests.
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let scope = await makeScope()
        try await scope.registry.withScope(scope.overrides, isolation: nil, function)
    }
}

extension Trait {
    /// Runs the test, or each test of the suite, with the mocks `configure` sets on `hub`.
    public static func hubMocks<Hub: HubMocking>(
        _ hub: Hub.Type,
        _ configure: @escaping @Sendable (inout Hub.Mocks) -> Void
    ) -> Self where Self == HubMocksTrait<Hub> {
        HubMocksTrait(configure: configure)
    }

    /// Runs the test, or each test of the suite, with the mocks `configure` sets on `hub`,
    /// configured on the main actor: write the builder `{ @MainActor mocks in … }`.
    public static func hubMocks<Hub: HubMocking>(
        _ hub: Hub.Type,
        _ configure: @escaping @MainActor @Sendable (inout Hub.Mocks) -> Void
    ) -> Self where Self == MainActorHubMocksTrait {
        MainActorHubMocksTrait { await MainActor.run { Hub._mockScope { configure(&$0) } } }
    }

    /// Runs the test, or each test of the suite, with the mocks `configure` sets on `hub`, a
    /// hub isolated to the main actor, where they are configured.
    public static func hubMocks<Hub: MainActorHubMocking>(
        _ hub: Hub.Type,
        _ configure: @escaping @MainActor @Sendable (inout Hub.Mocks) -> Void
    ) -> Self where Self == MainActorHubMocksTrait {
        MainActorHubMocksTrait { await MainActor.run { Hub._mockScope { configure(&$0) } } }
    }
}

/// What `.hubMocks` names for a hub isolated to a global actor other than the main actor:
/// unavailable, with the reason.
public struct UnavailableHubMocksTrait: TestTrait, SuiteTrait {}

extension Trait {
    @available(
        *, unavailable,
        message:
            "a hub isolated to a global actor other than the main actor sets its mocks on that actor, which a test trait cannot do; call 'await Hub.withMocks({ … }) { … }' in the test body"
    )
    public static func hubMocks<Hub: GlobalActorHubMocking>(
        _ hub: Hub.Type,
        _ configure: @escaping @Sendable (inout Hub.Mocks) -> Void
    ) -> Self where Self == UnavailableHubMocksTrait {
        fatalError("unavailable")
    }

    /// The same with a `@MainActor` builder, which such a hub cannot take either. (The
    /// defaulted `Void` only tells this declaration from the one above.)
    @available(
        *, unavailable,
        message:
            "a hub isolated to a global actor other than the main actor sets its mocks on that actor, not with a '@MainActor' builder; call 'await Hub.withMocks({ … }) { … }' in the test body"
    )
    public static func hubMocks<Hub: GlobalActorHubMocking>(
        _ hub: Hub.Type,
        _ unavailableOverload: Void = (),
        _ configure: @escaping @MainActor @Sendable (inout Hub.Mocks) -> Void
    ) -> Self where Self == UnavailableHubMocksTrait {
        fatalError("unavailable")
    }
}
