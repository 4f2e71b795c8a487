import StaticHub

/// Not isolated: only the registrations that say so (and their dependents) run on the main actor.
enum IsolationHub {}

extension IsolationHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(PhotoLibrary.self, isolation: MainActor.self, using: PhotoLibrary.init),
        AutoRegister(AlbumList.self, parameterTypes: PhotoLibrary.self, using: AlbumList.init(library:)),
        AutoRegister(DisplayScale.self, isolation: MainActor.self, using: DisplayScale.init),
        AutoRegister(ThumbnailRenderer.self, effects: .async, parameterTypes: DisplayScale.self, using: ThumbnailRenderer.init(scale:)),
        SingletonRegister(ExportJob.self, parameterTypes: .provider(PhotoLibrary.self), using: ExportJob.init(library:)),
        AutoRegister(FileNamer.self, using: FileNamer.init)
    ]
}
