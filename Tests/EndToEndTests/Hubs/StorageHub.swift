import StaticHub

/// Registrations that throw or suspend. Global mocks of it are set only by the serialized
/// tests of `EffectsGlobalMockTests`, on `StorageMockHub`.
enum StorageHub {}

extension StorageHub {
    static let manifest: [HubRegistration] = [
        AutoRegister((any Config).self, effects: [.async, .throws], using: RemoteConfig.load),
        SingletonRegister(Database.self, effects: .throws, parameterTypes: (any Config).self, using: Database.init(config:)),
        AutoRegister(NoteRepository.self, parameterTypes: Database.self, using: NoteRepository.init(database:)),
        Register(
            NoteReport.self,
            effects: .throws,
            parameterTypes: .explicit(String.self), .resolved(NoteRepository.self),
            using: NoteReport.init(title:repository:)
        ),
        SingletonRegister((any Keychain).self, effects: .throws, using: SystemKeychain.init),
        OpaqueAutoRegister((any Renderer).self, effects: .async, using: MetalRenderer.init),
        SingletonRegister(Warehouse.self, effects: [.async, .throws], using: Warehouse.init),
        SingletonRegister(Mirror.self, effects: [.async, .throws], using: Mirror.init),
        SingletonRegister(Ledger.self, effects: .throws, using: Ledger.init)
    ]
}

/// The same shapes, for the tests that set global mocks.
enum StorageMockHub {}

extension StorageMockHub {
    static let manifest: [HubRegistration] = [
        AutoRegister((any Config).self, effects: [.async, .throws], using: RemoteConfig.load),
        SingletonRegister(Database.self, effects: .throws, parameterTypes: (any Config).self, using: Database.init(config:)),
        AutoRegister(NoteRepository.self, parameterTypes: Database.self, using: NoteRepository.init(database:)),
        SingletonRegister((any Keychain).self, effects: .throws, using: SystemKeychain.init)
    ]
}

@MainActor
enum ProfileHub {}

extension ProfileHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(ProfileSession.self, effects: [.async, .throws], using: ProfileSession.init),
        AutoRegister(ProfileScreen.self, parameterTypes: ProfileSession.self, using: ProfileScreen.init(session:))
    ]
}

/// Typed throws, which dependents inherit while every error on their path has that type.
enum VaultHub {}

extension VaultHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(Vault.self, effects: .throws(VaultError.self), using: Vault.init),
        AutoRegister(VaultReader.self, parameterTypes: Vault.self, using: VaultReader.init(vault:)),
        Register(
            Receipt.self,
            effects: [.async, .throws(VaultError.self)],
            parameterTypes: .explicit(Int.self), .resolved(VaultReader.self),
            using: Receipt.init(number:reader:)
        )
    ]
}
