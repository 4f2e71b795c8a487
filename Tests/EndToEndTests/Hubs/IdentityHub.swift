import StaticHub

/// Two spellings of one type are one registration: a protocol with and without `any`, and
/// a member type with and without the hub's prefix.
enum IdentityHub {
    struct Settings: Sendable {
        let name = "settings"
    }

    struct Panel {
        let settings: Settings
    }
}

extension IdentityHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(TickSource.self, using: FixedTickSource.init),
        AutoRegister(Greeter.self, using: EnglishGreeter.init),
        AutoRegister(Stopwatch.self, parameterTypes: (any TickSource).self, Greeter.self, using: Stopwatch.init(source:greeter:)),
        AutoRegister(Settings.self, using: Settings.init),
        AutoRegister(IdentityHub.Panel.self, parameterTypes: IdentityHub.Settings.self, using: Panel.init(settings:))
    ]
}
