import StaticHub

/// Factories referenced without their argument labels: initializers, a global function, a
/// static function, an overloaded initializer picked by the declared parameter types.
enum FactoryReferenceHub {}

/// Tags the registration that clones.
enum Clone {}

extension FactoryReferenceHub {
    static let manifest: [HubRegistration] = [
        AutoRegister((any Shell).self, using: Bash.init),
        AutoRegister((any VersionControl).self, parameterTypes: (any Shell).self, using: GitClient.init),
        SingletonRegister(GitClient.self, parameterTypes: (any Shell).self, String.self, using: GitClient.make),
        Register(
            GitClient.self,
            tag: Clone.self,
            parameterTypes: .explicit(String.self), .explicit(Int.self),
            using: GitClient.init
        ),
        AutoRegister(String.self, using: { "origin" }),
        Register(RepositoryMirror.self, parameterTypes: .resolved((any VersionControl).self), .explicit(String.self), using: makeMirror),
        Register(KeyStore.self, effects: .throws, parameterTypes: .explicit(String.self), using: KeyStore.init)
    ]
}
