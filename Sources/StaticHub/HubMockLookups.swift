public import StaticHubAtomics

// The functions generated code calls are `@_transparent`: the compiler inlines them into
// each accessor even in a debug build, where their type parameters are concrete types.
// The lookups behind them take and return `HubStoredValue`, which is not generic.
extension _HubMockRegistry {
    /// Whether any mock, scoped or global, can apply anywhere in the process. Generated code
    /// asks this first, so that a debug resolve with no mock set builds no key and takes no
    /// lock; inlined, so that asking is one call of an atomic load.
    @_transparent
    public static var isAnyMockActive: Bool { statichub_has_any_mocks() }

    /// The active mock of this hub's registration keyed `registration`, if any.
    @_transparent
    public func override<Value>(_ registration: UInt64, as type: Value.Type) -> Value? {
        guard let stored = _mock(registration) else { return nil }
        return stored.typed(Value.self)
    }

    /// The active mock of the registration keyed `registration`: a closure of type `Factory`
    /// (as `mock(_:factory:)` stores it) or an instance of `Value` (as `mock(_:singleton:)` does).
    @_transparent
    public func override<Factory, Value>(_ registration: UInt64, factory: Factory.Type, instance: Value.Type) -> _HubMockOverride<
        Factory, Value
    >? {
        guard let stored = _mock(registration) else { return nil }
        if let make = stored.exactly(Factory.self) { return .factory(make) }
        return stored.typed(Value.self).map { .instance($0) }
    }

    /// The active mock of the singleton keyed `registration`: an instance, or a closure of type
    /// `Factory`, which `call` calls to make the instance once per mock scope (or per set of
    /// global mocks), as the real singleton is made once per process; else, as
    /// ``singleton(slot:make:)``, the instance built from the active mocks; nil when neither
    /// applies: use the real singleton. One call, so one task-local lookup.
    @_transparent
    public func singleton<Factory, Value, Failure>(
        _ registration: UInt64,
        slot: Int,
        factory: Factory.Type,
        call: (Factory) throws(Failure) -> Value,
        make: () throws(Failure) -> Value
    ) throws(Failure) -> Value? {
        guard let stored = try _singleton(registration, slot: slot, make: { () throws(Failure) in HubStoredValueOf(try make()) }) else {
            return nil
        }
        guard let mock = stored.exactly(Factory.self) else { return stored.typed(Value.self) }
        return try singleton(slot: slot, make: { () throws(Failure) in try call(mock) })
    }

    /// The active mock of the scoped registration keyed `registration`: an instance, or a
    /// closure of type `Factory`, which `call` calls once per generation of its scope per mock
    /// scope; else, as ``scoped(slot:of:make:)``, the instance built from the active mocks.
    @_transparent
    public func scoped<Factory, Value, Failure, Cell: _HubScopeStorage<Value>>(
        _ registration: UInt64,
        slot: Int,
        of cell: Cell,
        factory: Factory.Type,
        call: (Factory) throws(Failure) -> Value,
        make: () throws(Failure) -> Value
    ) throws(Failure) -> Value? {
        guard let stored = _mock(registration) else { return try scoped(slot: slot, of: cell, make: make) }
        guard let mock = stored.exactly(Factory.self) else { return stored.typed(Value.self) }
        return try scoped(slot: slot, of: cell, make: { () throws(Failure) in try call(mock) })
    }

    /// While a mock is active that can change what this hub builds, the scoped registration
    /// in `slot` is built once per generation of its scope per mock scope (or per set of
    /// global mocks), as a singleton is once per mock scope. Returns nil when none is active.
    @_transparent
    public func scoped<Value, Failure, Cell: _HubScopeStorage<Value>>(slot: Int, of cell: Cell, make: () throws(Failure) -> Value)
        throws(Failure)
        -> Value?
    {
        guard let scopeCell = _scopedCell(slot: slot, of: cell) else { return nil }
        return try scopeCell.value(make: make)
    }

    /// While a mock is active that can change what this hub builds (a `withMocks` scope of
    /// this hub or of one it imports from, or a scope or global mock of one of their
    /// registrations), the singleton in `slot` is built once per scope (or per set of global
    /// mocks) from those mocks, so a mock never leaks into the process-wide instance. Returns
    /// nil when none is active: use the real singleton.
    @_transparent
    public func singleton<Value, Failure>(slot: Int, make: () throws(Failure) -> Value) throws(Failure) -> Value? {
        guard let stored = try _singleton(nil, slot: slot, make: { () throws(Failure) in HubStoredValueOf(try make()) }) else {
            return nil
        }
        return stored.typed(Value.self)
    }
}
