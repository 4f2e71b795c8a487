import StaticHub

/// Isolated to the main actor, so a non-Sendable singleton is safe: every generated
/// member and its storage inherit the isolation.
@MainActor
enum MainActorHub {}

extension MainActorHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(ViewModelStore.self, using: ViewModelStore.init),
        AutoRegister(ScreenModel.self, parameterTypes: ViewModelStore.self, using: ScreenModel.init(store:)),
        Register(
            DetailModel.self,
            parameterTypes: .explicit(Int.self), .resolved(ViewModelStore.self),
            using: DetailModel.init(id:store:)
        ),
    ]
}
