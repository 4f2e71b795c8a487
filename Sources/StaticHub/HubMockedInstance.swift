/// A singleton built from mocks, as a scope or the global store keeps it. Boxed in a class of
/// its own so that reading it back is a class check: a cast from `Any` to the value's type
/// searches the conformances of a protocol type on every resolve, which made that cast a
/// fifth of a debug resolve's instructions inside a `withMocks` scope.
final class HubMockedInstance<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
