import StaticHub

/// Used only by the singleton-lifetime test.
enum CountedHub {}

extension CountedHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(CountedService.self, using: CountedService.init)
    ]
}
