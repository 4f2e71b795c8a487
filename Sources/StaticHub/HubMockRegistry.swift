/// The mocks of one hub in debug builds: global ones set with `mock(_:…)`, and task-local
/// scopes entered with `withMocks`. Generated code owns one per hub and is its only user.
///
/// Lookup order: the innermost `withMocks` scope of the current task that mocks the
/// registration, then the global mocks, then the real registration.
public final class HubMockRegistry: @unchecked Sendable {
    // @unchecked: every mutable property is only touched while holding `lock`; stored
    // values are Sendable by construction (see `HubMockOverrides`).
    private let hub: ObjectIdentifier
    private let lock = HubLock()
    private var globals = HubMockOverrides()
    /// Singletons built while global mocks are set; emptied whenever they change.
    private var globalSingletons: [String: Any] = [:]

    /// Creates the registry of `hub`.
    public init(hub: Any.Type) {
        self.hub = ObjectIdentifier(hub)
    }

    /// The active mock of the registration named `key`, if any.
    public func override<Value>(_ key: String, as type: Value.Type) -> Value? {
        guard case .scopes(let scopes) = HubMockScope.lookup(for: hub) else { return nil }
        for scope in scopes {
            if let value = scope.overrides[key] { return value as? Value }
        }
        return lock.withLock { globals[key] } as? Value
    }

    /// While any mock of this hub is active, a singleton is built once per `withMocks`
    /// scope (or per set of global mocks) from those mocks, so a mock never leaks into the
    /// process-wide instance. Returns nil when no mock is active: use the real singleton.
    public func singleton<Value>(_ key: String, make: () -> Value) -> Value? {
        guard case .scopes(let scopes) = HubMockScope.lookup(for: hub) else { return nil }
        if let innermost = scopes.first {
            return innermost.singleton(key, make: make)
        }
        return lock.withLock {
            guard !globals.values.isEmpty else { return nil }
            if let existing = globalSingletons[key] { return existing as? Value }
            let created = make()
            globalSingletons[key] = created
            return created
        }
    }

    /// Sets (or, with nil, removes) the global mock of the registration named `key`.
    public func setGlobal(_ value: Any?, for key: String) {
        lock.withLock {
            globals[key] = value
            globalSingletons = [:]
        }
    }

    /// Removes every global mock.
    public func resetGlobals() {
        lock.withLock {
            globals = HubMockOverrides()
            globalSingletons = [:]
        }
    }

    /// Builds a process-wide singleton with every mock hidden, so that the shared instance
    /// is always made from real registrations, whatever scope first resolves it.
    public static func withoutMocks<Value>(_ make: () -> Value) -> Value {
        HubMockScope.$innermost.withValue(HubMockScope(hub: nil, overrides: HubMockOverrides(), parent: nil), operation: make)
    }

    /// Runs `operation` with `overrides` active for this task and its child tasks.
    public func withScope<Result>(_ overrides: HubMockOverrides, _ operation: () throws -> Result) rethrows -> Result {
        let scope = HubMockScope(hub: hub, overrides: overrides, parent: HubMockScope.innermost)
        return try HubMockScope.$innermost.withValue(scope, operation: operation)
    }

    /// Runs `operation` with `overrides` active for this task and its child tasks.
    public func withScope<Result>(
        _ overrides: HubMockOverrides,
        isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> Result
    ) async rethrows -> Result {
        let scope = HubMockScope(hub: hub, overrides: overrides, parent: HubMockScope.innermost)
        return try await HubMockScope.$innermost.withValue(scope, operation: operation, isolation: isolation)
    }
}
