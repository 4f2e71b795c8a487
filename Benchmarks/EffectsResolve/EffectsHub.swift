import StaticHub

enum EffectsHub {}

extension EffectsHub {
    static let manifest: [HubRegistration] = [
        AutoRegister(Bool.self, using: { keychainUnlocked }),
        AutoRegister(Keychain.self, effects: .throws, parameterTypes: Bool.self, using: Keychain.init(unlocked:)),
        AutoRegister(Session.self, parameterTypes: Keychain.self, using: Session.init(keychain:)),
        AutoRegister(Account.self, effects: .throws, parameterTypes: Session.self, using: Account.init(session:)),
        SingletonRegister(Settings.self, effects: [.async, .throws], using: Settings.fetch),
        SingletonRegister(Ledger.self, effects: .throws, using: Ledger.init)
    ]
}
