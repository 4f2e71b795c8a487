/// What generated code calls on a hub's mock registry, declared once.
///
/// The registry has two declarations: the store of a `DEBUG` build and the stand-in of a
/// build without it, which keeps the store out of release builds. Both conform, so the
/// compiler holds their members in step: a change to one that the other lacks fails every
/// build of this module, in either configuration.
protocol HubMockRegistryInterface: AnyObject, Sendable {
    init(hub: Any.Type, importedHubs: [Any.Type], slots: Int)

    func keyed(by hub: Any.Type) -> _HubMockRegistry

    func singleton<Value, Failure>(
        slot: Int, isolation: isolated (any Actor)?, make: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value?

    func scoped<Value, Failure, Cell: _HubScopeStorage<Value>>(
        slot: Int, of cell: Cell, isolation: isolated (any Actor)?, make: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value?

    func _scopedCell<Value, Cell: _HubScopeStorage<Value>>(slot: Int, of cell: Cell) -> Cell?

    func _mock(_ registration: UInt64) -> HubStoredValue?

    func _singleton<Failure>(_ registration: UInt64?, slot: Int, make: () throws(Failure) -> HubStoredValue) throws(Failure)
        -> HubStoredValue?

    func setGlobal<Value>(_ value: Value?, for registration: UInt64, setBy setter: Any.Type, file: StaticString, line: UInt)

    func setGlobal<Value>(
        _ value: Value?, for registration: UInt64, alsoIn importedHubs: [Any.Type], setBy setter: Any.Type, file: StaticString,
        line: UInt)

    func resetGlobals()

    static func withoutMocks<Value, Failure>(_ make: () throws(Failure) -> Value) throws(Failure) -> Value

    static func withoutMocks<Value, Failure>(
        isolation: isolated (any Actor)?, _ make: () async throws(Failure) -> Value
    ) async throws(Failure) -> Value

    func withScope<Result>(_ overrides: _HubMockOverrides, file: StaticString, line: UInt, _ operation: () throws -> Result) rethrows
        -> Result

    func withScope<Result>(
        _ overrides: _HubMockOverrides, isolation: isolated (any Actor)?, file: StaticString, line: UInt,
        _ operation: () async throws -> Result
    ) async rethrows -> Result
}

extension _HubMockRegistry: HubMockRegistryInterface {}
