/// A hub's `Mocks` builder, as generated code fills it: the `mock` functions a hub declares
/// for its registrations also serve the builders of the hubs importing it.
public protocol _HubMockBuilder {
    /// The mocks set so far; only generated `mock` functions write it.
    var _overrides: _HubMockOverrides { get set }
}
