/// A hub's access to the mocks of debug builds: global ones set with `mock(_:…)`, and
/// task-local scopes entered with `withMocks`. Generated code owns one per hub and is its
/// only user.
///
/// Lookup order: the innermost `withMocks` scope of the current task that mocks the
/// registration (whichever hub's `withMocks` entered it), then the global mocks, then the
/// real registration.
public final class HubMockRegistry: Sendable {
    private let hub: ObjectIdentifier
    /// The hub and the hubs it imports from: mocks of any of them can change what this hub
    /// builds, so while one is active its singletons are built from the mocks.
    private let reach: Set<ObjectIdentifier>

    /// Creates the registry of `hub`, which imports registrations from `importedHubs`.
    public init(hub: Any.Type, importedHubs: [Any.Type] = []) {
        self.hub = ObjectIdentifier(hub)
        self.reach = Set([ObjectIdentifier(hub)] + importedHubs.map(ObjectIdentifier.init))
    }

    private func key(_ name: String) -> HubMockKey { HubMockKey(hub: hub, name: name) }

    /// Whether any mock, scoped or global, can apply anywhere in the process. Generated code
    /// asks this first, so that a debug resolve with no mock set builds no key and takes no lock.
    public static var isAnyMockActive: Bool { !HubMockActivity.isNone }

    /// The active mock of this hub's registration named `key`, if any.
    public func override<Value>(_ key: String, as type: Value.Type) -> Value? {
        guard !HubMockActivity.isNone else { return nil }
        let key = self.key(key)
        // The task's scopes, innermost first, walked without collecting them.
        var scope = HubMockScope.innermost
        while let current = scope {
            guard current.hub != nil else { return nil } // a barrier hides every mock
            if let value = current.overrides.values[key] { return value as? Value }
            scope = current.parent
        }
        guard HubMockActivity.hasGlobalMocks else { return nil }
        return HubGlobalMocks.shared.value(for: key) as? Value
    }

    /// While a mock is active that can change what this hub builds (a `withMocks` scope of
    /// this hub or of one it imports from, or a scope or global mock of one of their
    /// registrations), a singleton is built once per scope (or per set of global mocks)
    /// from those mocks, so a mock never leaks into the process-wide instance. Returns nil
    /// when none is active: use the real singleton.
    public func singleton<Value, Failure>(_ key: String, make: () throws(Failure) -> Value) throws(Failure) -> Value? {
        switch singletonStore() {
        case nil: nil
        case .scope(let scope): try scope.singleton(self.key(key), make: make)
        case .global: try HubGlobalMocks.shared.singleton(self.key(key), reach: reach, make: make)
        }
    }

    /// `singleton(_:make:)` for a singleton whose factory suspends: built once per scope even
    /// when many tasks of the scope resolve it first at the same time.
    public func singleton<Value, Failure>(
        _ key: String,
        isolation: isolated (any Actor)? = #isolation,
        make: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value? {
        let cell: HubSingletonCell<Value>? = switch singletonStore() {
        case nil: nil
        case .scope(let scope): scope.singletonCell(self.key(key))
        case .global: HubGlobalMocks.shared.singletonCell(self.key(key), reach: reach)
        }
        guard let cell else { return nil }
        return try await cell.value(isolation: isolation, make: make)
    }

    /// Where the singletons built from the active mocks live.
    private enum SingletonStore {
        case scope(HubMockScope)
        case global
    }

    /// The innermost scope that concerns this hub, else the global store while a global mock
    /// is set; nil when no mock can change what this hub builds.
    private func singletonStore() -> SingletonStore? {
        guard !HubMockActivity.isNone else { return nil }
        var scope = HubMockScope.innermost
        while let current = scope {
            guard current.hub != nil else { return nil }
            if current.concerns(reach) { return .scope(current) }
            scope = current.parent
        }
        return HubMockActivity.hasGlobalMocks ? .global : nil
    }

    /// Sets (or, with nil, removes) the global mock of this hub's registration named `key`,
    /// through `setter`: this hub, or a hub importing it, whose `resetMocks()` removes it.
    public func setGlobal(_ value: Any?, for key: String, setBy setter: Any.Type) {
        HubGlobalMocks.shared.set(value, for: self.key(key), by: ObjectIdentifier(setter))
    }

    /// Sets (or, with nil, removes) the global mock of a collection named `key`, in this hub
    /// and in `importedHubs`: each hub composes its own collection of a type, and a mock of
    /// it replaces the collection whichever of them resolves it.
    public func setGlobal(_ value: Any?, for key: String, alsoIn importedHubs: [Any.Type], setBy setter: Any.Type) {
        setGlobal(value, for: key, setBy: setter)
        for hub in importedHubs {
            HubGlobalMocks.shared.set(value, for: HubMockKey(hub: hub, name: key), by: ObjectIdentifier(setter))
        }
    }

    /// Removes the global mocks this hub set (also those of registrations it imports), and
    /// any set on its own registrations.
    public func resetGlobals() {
        HubGlobalMocks.shared.reset(hub)
    }

    /// Builds a process-wide singleton with every mock hidden, so that the shared instance
    /// is always made from real registrations, whatever scope first resolves it.
    public static func withoutMocks<Value, Failure>(_ make: () throws(Failure) -> Value) throws(Failure) -> Value {
        // Through a `Result`: `withValue` rethrows, which would forget the error's type.
        try HubMockScope.$innermost.withValue(HubMockScope.barrier) { Result(catching: make) }.get()
    }

    /// `withoutMocks(_:)` for a singleton whose factory suspends.
    public static func withoutMocks<Value, Failure>(
        isolation: isolated (any Actor)? = #isolation,
        _ make: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result = await HubMockScope.$innermost.withValue(HubMockScope.barrier, operation: { () async -> Result<Value, Failure> in
            do throws(Failure) { return .success(try await make()) } catch { return .failure(error) }
        }, isolation: isolation)
        return try result.get()
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
