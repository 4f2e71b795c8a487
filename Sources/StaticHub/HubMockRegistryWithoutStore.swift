#if !DEBUG
    /// The mock registry of a build of this module without `DEBUG`: the same API, no store.
    ///
    /// Generated code uses the registry only under `#if DEBUG`, so in a release build of an app
    /// nothing calls this. It is here for a build that compiles the app with `DEBUG` and its
    /// packages without it (an Xcode configuration of the app's own can). There no mock is ever
    /// active, so resolves are real, and setting one stops, saying why, instead of leaving a test
    /// with the real dependency. Keeping the store out of release builds cuts this module's
    /// optimised compile by about 40%, mostly the standard library's collections specialised for it.
    public final class _HubMockRegistry: Sendable {
        public init(hub: Any.Type, importedHubs: [Any.Type] = [], slots: Int = 0) {}

        public func keyed(by hub: Any.Type) -> _HubMockRegistry { self }

        public func singleton<Value, Failure>(
            slot: Int,
            isolation: isolated (any Actor)? = #isolation,
            make: () async throws(Failure) -> Value
        ) async throws(Failure) -> Value? { nil }

        public func scoped<Value, Failure, Cell: _HubScopeStorage<Value>>(
            slot: Int,
            of cell: Cell,
            isolation: isolated (any Actor)? = #isolation,
            make: () async throws(Failure) -> Value
        ) async throws(Failure) -> Value? { nil }

        @usableFromInline
        func _scopedCell<Value, Cell: _HubScopeStorage<Value>>(slot: Int, of cell: Cell) -> Cell? { nil }

        @usableFromInline
        func _mock(_ registration: UInt64) -> HubStoredValue? { nil }

        @usableFromInline
        func _singleton<Failure>(_ registration: UInt64?, slot: Int, make: () throws(Failure) -> HubStoredValue) throws(Failure)
            -> HubStoredValue?
        { nil }

        // The stops below name their caller's line: for a global mock, the registration's
        // manifest line, where generated code calls them.

        public func setGlobal<Value>(
            _ value: Value?, for registration: UInt64, setBy setter: Any.Type, file: StaticString = #fileID, line: UInt = #line
        ) {
            Self.stopWithoutStore(file: file, line: line)
        }

        public func setGlobal<Value>(
            _ value: Value?, for registration: UInt64, alsoIn importedHubs: [Any.Type], setBy setter: Any.Type,
            file: StaticString = #fileID, line: UInt = #line
        ) {
            Self.stopWithoutStore(file: file, line: line)
        }

        public func replaceGlobals(_ overrides: _HubMockOverrides, setBy setter: Any.Type) {
            Self.stopWithoutStore(file: #fileID, line: #line)
        }

        /// Nothing to remove: no mock can be set.
        public func resetGlobals() {}

        public static func withoutMocks<Value, Failure>(_ make: () throws(Failure) -> Value) throws(Failure) -> Value {
            try make()
        }

        public static func withoutMocks<Value, Failure>(
            isolation: isolated (any Actor)? = #isolation,
            _ make: () async throws(Failure) -> Value
        ) async throws(Failure) -> Value {
            try await make()
        }

        public func withScope<Result>(
            _ overrides: _HubMockOverrides, file: StaticString = #fileID, line: UInt = #line, _ operation: () throws -> Result
        ) rethrows -> Result {
            Self.stopWithoutStore(file: file, line: line)
        }

        public func withScope<Result>(
            _ overrides: _HubMockOverrides,
            isolation: isolated (any Actor)? = #isolation,
            file: StaticString = #fileID,
            line: UInt = #line,
            _ operation: () async throws -> Result
        ) async rethrows -> Result {
            Self.stopWithoutStore(file: file, line: line)
        }

        private static func stopWithoutStore(file: StaticString, line: UInt) -> Never {
            fatalError(
                "StaticHub: mocks need the StaticHub package built with DEBUG, as the hub's module is: "
                    + "build the tests in a configuration that defines DEBUG for packages too, such as Debug",
                file: file, line: line)
        }
    }
#endif
