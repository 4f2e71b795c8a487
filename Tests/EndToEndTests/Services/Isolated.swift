import StaticHub

/// A main-actor service that is not `Sendable`: legal as a singleton because its registration
/// is isolated, on a hub that is not.
final class PhotoLibrary {
    var albums: [String] = ["Camera Roll"]

    init() {}
}

/// Made from the library: it inherits the main actor.
final class AlbumList {
    let library: PhotoLibrary

    init(library: PhotoLibrary) {
        self.library = library
    }
}

/// A `Sendable` main-actor value, which an async dependent can await from anywhere.
final class DisplayScale: Sendable {
    let factor: Int

    init() {
        factor = 2
    }
}

/// Async and off the actor: awaits the scale.
final class ThumbnailRenderer: Sendable {
    let scale: Int

    init(scale: DisplayScale) async {
        self.scale = scale.factor
    }
}

/// Made off the actor and shared, with a provider of the main-actor library whose `make()`
/// runs on the main actor.
final class ExportJob: Sendable {
    let library: HubMainActorFactory<PhotoLibrary>

    init(library: HubMainActorFactory<PhotoLibrary>) {
        self.library = library
    }
}

/// Nothing isolates it: resolvable from parallel non-isolated tests.
final class FileNamer: Sendable {
    func name(_ index: Int) -> String { "IMG_\(index)" }
}

/// A spy a main-actor test can pass to a mock: not `Sendable`.
final class PhotoLibrarySpy {
    var reads = 0
}
