/// A mock as a test set it: a closure to call on a resolve, or the instance itself.
///
/// Every registration that has mocks takes both (`mock(T.self) { Fake() }` and
/// `mock(T.self, singleton: fake)`), whatever its lifetime, so a lifetime flip changes neither
/// the members the hub declares nor the tests that mock it.
public enum _HubMockOverride<Factory, Value> {
    case factory(Factory)
    case instance(Value)
}
