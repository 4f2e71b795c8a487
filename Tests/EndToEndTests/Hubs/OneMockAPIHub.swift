import StaticHub

/// One type under every lifetime, told apart by tags: each takes both mock forms.
enum OneMockAPIHub {}

/// Used only by the global-mock test of `OneMockAPITests`, which runs serialised.
enum OneMockAPIGlobalHub {}

extension OneMockAPIHub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Gear.self, tag: GearTransient.self, using: { Gear(name: "transient") }),
        SingletonRegister(Gear.self, tag: GearShared.self, using: { Gear(name: "singleton") }),
        WeakSingletonRegister(Gear.self, tag: GearWeak.self, using: { Gear(name: "weak") }),
        ScopedRegister(Gear.self, scope: GearShift.self, tag: GearScoped.self, using: { Gear(name: "scoped") }),
        Register(Gear.self, tag: GearLabelled.self, parameterTypes: .explicit(String.self), using: Gear.init(name:))
    ]
}

extension OneMockAPIGlobalHub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Gear.self, tag: GearTransient.self, using: { Gear(name: "transient") }),
        SingletonRegister(Gear.self, tag: GearShared.self, using: { Gear(name: "singleton") })
    ]
}
