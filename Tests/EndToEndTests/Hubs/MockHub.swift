import StaticHub

/// Used only by the global-mock tests, which run serialised: global mocks are
/// process-wide, so tests of other hubs never see them.
enum MockHub {}

extension MockHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister((any Clock).self, using: FixedClock.init),
        AutoRegister((any Logger).self, parameterTypes: (any Clock).self, using: ClockLogger.init(clock:)),
        Register(
            (any Session).self,
            parameterTypes: .explicit(String.self), .resolved((any Logger).self),
            using: UserSession.init(userName:logger:)
        ),
        Register(Report.self, parameterTypes: .resolved((any Clock).self), .resolved((any Logger).self), using: Report.init(clock:logger:)),
        OpaqueAutoRegister((any Engine).self, using: V8Engine.init)
    ]
}
