import StaticHub

/// Every non-opaque registration kind and factory form.
enum AppHub {}

extension AppHub {
    static let services: [HubRegistration] = [
        SingletonRegister((any Clock).self, using: FixedClock.init),
        AutoRegister((any Logger).self, parameterTypes: (any Clock).self, using: ClockLogger.init(clock:)),
        Register(
            (any Session).self,
            parameterTypes: .explicit(String.self), .resolved((any Logger).self),
            using: UserSession.init(userName:logger:)
        ),
        Register(Counter.self, parameterTypes: Int.self, Int.self, factory: Counter.init),
        Register(
            Report.self,
            parameterTypes: .resolved((any Clock).self), .resolved((any Logger).self),
            using: Report.init(clock:logger:)
        ),
        FactoryRegister(Ticket.self, parameterTypes: .explicit(Int.self), using: Ticket.init(number:)),
        FactoryRegister(Badge.self, parameterTypes: String.self, factory: Badge.init(title:)),
        AutoRegister(Greeting.self, using: makeGreeting),
        AutoRegister(Banner.self) { Banner(text: "from a trailing closure") },
        AutoRegister(
            Footer.self, parameterTypes: (any Clock).self,
            using: { clock in
                Footer(year: 1970 + Int(clock.now.timeIntervalSince1970) / 31_557_600)
            })
    ]
}
