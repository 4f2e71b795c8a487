// swift-format-ignore-file
import StaticHub

enum Login {}

/// Not `Sendable`: legal as a singleton only on its actor.
final class ImageCache {
    init() {}
}

final class GalleryModel {
    init(cache: ImageCache) {}
}

final class MainClock: Sendable {
    init() {}
}

final class Thumbnails: Sendable {
    init(clock: MainClock) async {}
}

/// Made outside the actor, with a provider whose `make()` runs there.
final class Launcher: Sendable {
    let cache: HubMainActorFactory<ImageCache>

    init(cache: HubMainActorFactory<ImageCache>) {
        self.cache = cache
    }
}

@globalActor actor StorageActor {
    static let shared = StorageActor()
}

final class Disk: Sendable {
    init() {}
}

/// Made outside the storage actor, with a provider whose `make()` awaits it.
final class Backup {
    let disk: HubAsyncFactory<Disk>

    init(disk: HubAsyncFactory<Disk>) {
        self.disk = disk
    }
}

final class Caption {
    init(text: String, cache: ImageCache) {}
}

final class SessionView {
    init() {}
}

final class Player {
    init() throws {}
}

final class Plain: Sendable {
    init() {}
}

enum Dependency {}

extension Dependency {
    static let isolated: [HubRegistration] = [
        SingletonRegister(ImageCache.self, isolation: MainActor.self, using: ImageCache.init),
        AutoRegister(GalleryModel.self, parameterTypes: ImageCache.self, using: GalleryModel.init(cache:)),
        AutoRegister(MainClock.self, isolation: MainActor.self, using: MainClock.init),
        AutoRegister(Thumbnails.self, effects: .async, parameterTypes: MainClock.self, using: Thumbnails.init(clock:)),
        SingletonRegister(Launcher.self, parameterTypes: .provider(ImageCache.self), using: Launcher.init(cache:)),
        AutoRegister(Disk.self, isolation: StorageActor.self, using: Disk.init),
        AutoRegister(Backup.self, parameterTypes: .provider(Disk.self), using: Backup.init(disk:)),
        Register(Caption.self, parameterTypes: .explicit(String.self), .resolved(ImageCache.self), using: Caption.init(text:cache:)),
        ScopedRegister(SessionView.self, scope: Login.self, isolation: MainActor.self, using: SessionView.init),
        WeakSingletonRegister(Player.self, isolation: MainActor.self, effects: .throws, using: Player.init),
        AutoRegister(Plain.self, using: Plain.init),
    ]
}

@MainActor
func useOnTheActor() async throws {
    let _: ImageCache = Dependency.resolve(ImageCache.self)
    let _: GalleryModel = Dependency.resolve()
    let _: MainClock = Dependency.factory(of: MainClock.self).make()
    let _: Thumbnails = await Dependency.resolve(Thumbnails.self)
    let _: ImageCache = Dependency.resolveLauncher().cache.make()
    let _: Caption = Dependency.factory(of: Caption.self).make(text: "hi")
    let _: Caption = Dependency.resolve(Caption.self, text: "hi")
    let _: SessionView = Dependency.resolveSessionView()
    let _: Player = try Dependency.resolve(Player.self)
    Dependency.resetScope(Login.self)
    #if DEBUG
    let spy = ImageCache()
    Dependency.mock(ImageCache.self, singleton: spy)
    Dependency.mock(GalleryModel.self) { GalleryModel(cache: spy) }
    Dependency.withMocks({ $0.mock(ImageCache.self, singleton: spy) }) {
        _ = Dependency.resolveGalleryModel()
    }
    Dependency.resetMocks()
    #endif
}

func useOutsideTheActor() async {
    let _: MainClock = await Dependency.resolve(MainClock.self)
    let _: Thumbnails = await Dependency.resolve(Thumbnails.self)
    let _: Launcher = Dependency.resolve(Launcher.self)
    let _: Disk = await Dependency.resolve(Backup.self).disk.make()
    let _: Disk = await Dependency.resolveDisk()
    let _: Plain = Dependency.resolve(Plain.self)
    Dependency.resetScope(Login.self)
    #if DEBUG
    Dependency.mock(Plain.self) { Plain() }
    Dependency.resetMocks()
    #endif
}
