/// The mocks a `withMocks` scope or a `mock(_:…)` call installs, keyed by registration.
///
/// Generated code fills it through typed `mock` functions only: closures of a hub that no
/// actor isolates are `@Sendable`, singleton instances have the singleton's type (which
/// its `static let` already requires to be `Sendable`), and the values of a hub isolated
/// to a global actor are only ever read by that hub's isolated members. That is why the
/// untyped storage can be `@unchecked Sendable`.
public struct HubMockOverrides: @unchecked Sendable {
    var values: [HubMockKey: Any] = [:]

    public init() {}

    /// Sets or removes the mock of the registration named `key` in `hub`.
    public subscript(hub: Any.Type, key: String) -> Any? {
        get { values[HubMockKey(hub: hub, name: key)] }
        set { values[HubMockKey(hub: hub, name: key)] = newValue }
    }
}
