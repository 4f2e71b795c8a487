/// Which registration a mock replaces: its hub and its name there. A mock set through one
/// hub for a registration it imports is keyed by the declaring hub, so that hub sees it.
struct HubMockKey: Hashable, Sendable {
    let hub: ObjectIdentifier
    let name: String

    init(hub: Any.Type, name: String) {
        self.hub = ObjectIdentifier(hub)
        self.name = name
    }

    init(hub: ObjectIdentifier, name: String) {
        self.hub = hub
        self.name = name
    }
}
