/// The mocks a `withMocks` scope or a `mock(_:…)` call installs, keyed by registration.
///
/// Generated code fills it through typed `mock` functions only: closures of a hub that no
/// actor isolates are `@Sendable`, singleton instances have the singleton's type (which
/// its `static let` already requires to be `Sendable`), and the values of a hub isolated
/// to a global actor are only ever read by that hub's isolated members. That is why the
/// type-erased storage can be `@unchecked Sendable`.
public struct _HubMockOverrides: @unchecked Sendable {
    #if DEBUG
        var values: [HubMockKey: HubStoredValue] = [:]
    #endif

    public init() {}

    /// Sets or removes the mock of the registration keyed `registration` in `hub`. Without
    /// `DEBUG` there is no store to keep it in (see `HubMockRegistryWithoutStore.swift`).
    public subscript<Value>(hub: Any.Type, registration: UInt64) -> Value? {
        get {
            #if DEBUG
                values[HubMockKey(hub: hub, registration: registration)]?.value(as: Value.self)
            #else
                nil
            #endif
        }
        set {
            #if DEBUG
                values[HubMockKey(hub: hub, registration: registration)] = newValue.map(HubStoredValueOf.init)
            #endif
        }
    }
}
