import StaticHub

/// Isolated to the main actor, so a non-Sendable singleton is safe: every generated
/// member and its storage inherit the isolation.
@MainActor
enum MainActorHub {}

/// Tags the thumbnails made at a size the caller picks.
enum Large {}

extension MainActorHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(ViewModelStore.self, using: ViewModelStore.init),
        AutoRegister(ScreenModel.self, parameterTypes: ViewModelStore.self, using: ScreenModel.init(store:)),
        Register(
            DetailModel.self,
            parameterTypes: .explicit(Int.self), .resolved(ViewModelStore.self),
            using: DetailModel.init(id:store:)
        ),
        AutoRegister(Int.self, using: { 64 }),
        AutoRegister(Thumbnail.self, effects: .async, parameterTypes: Int.self, using: Thumbnail.init(size:)),
        Register(Gallery.self, parameterTypes: .resolved(Thumbnail.self), using: Gallery.init(thumbnail:)),
        Register(Thumbnail.self, tag: Large.self, effects: .async, parameterTypes: .explicit(Int.self), using: Thumbnail.init(size:)),
        AutoRegister(ScreenTitle.self, using: { ScreenTitle(text: "live title") })
    ]
}
