import StaticHub

/// A registration no resolve of the graph reaches: what the "unrelated scope" mode mocks.
struct UnrelatedService: Sendable {}

extension AppHub {
    static let unrelated: [HubRegistration] = [
        AutoRegister(UnrelatedService.self, using: UnrelatedService.init)
    ]
}
