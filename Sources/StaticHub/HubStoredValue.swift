/// A mock, or a singleton built from mocks, as a scope or the global store keeps it.
///
/// The stores hold the base class, which is not generic, so that the debug resolve path is
/// generic only where generated code inlines it (``_HubMockRegistry``), with concrete types:
/// in a debug build, each generic function with an optional of its type parameter looks up
/// `Optional`'s metadata for it, and a cast from `Any` to a protocol type searches its
/// conformances, each costing more than the rest of a resolve's mock check.
@usableFromInline
class HubStoredValue {
    /// The value, if it has type `Requested`.
    @usableFromInline
    func value<Requested>(as type: Requested.Type) -> Requested? {
        preconditionFailure("HubStoredValue is abstract")
    }
}

@usableFromInline
final class HubStoredValueOf<Value>: HubStoredValue {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }

    @usableFromInline
    override func value<Requested>(as type: Requested.Type) -> Requested? {
        // Not the stored type: a protocol it conforms to, say, as a cast from `Any` allowed.
        value as? Requested
    }
}

extension HubStoredValue {
    /// The value if it was stored as exactly `Value`: one class cast, which never searches
    /// conformances, for telling a closure mock from an instance on the debug resolve path.
    @_transparent @usableFromInline
    func exactly<Value>(_ type: Value.Type) -> Value? {
        (self as? HubStoredValueOf<Value>)?.value
    }

    /// The value as `Value`: a cast to a class, which succeeds when it was stored as `Value`,
    /// as generated code always stores it; else a cast of the value itself.
    @_transparent @usableFromInline
    func typed<Value>(_ type: Value.Type) -> Value? {
        if let stored = self as? HubStoredValueOf<Value> { return stored.value }
        return value(as: Value.self)
    }
}
