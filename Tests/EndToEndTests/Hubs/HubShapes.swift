import StaticHub

/// An actor hub: its static members are not actor-isolated.
actor ActorHub {}

extension ActorHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister((any Clock).self, using: FixedClock.init)
    ]
}

/// A hub nested in another type, with its manifest on the nested type itself.
enum Feature {
    enum Hub {
        static let manifest: [HubRegistration] = [
            AutoRegister((any Outer.InnerProtocol).self, using: Outer.InnerImplementation.init)
        ]
    }
}

/// An internal hub nested in a public type: generated members are internal.
public enum PublicNamespace {
    enum Hub {}
}

extension PublicNamespace.Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Ticket.self, using: { Ticket(number: 7) })
    ]
}
