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

/// Made off the actor, with a provider of the library's scale whose `make()` goes there.
final class ExportJob {
    let scale: HubAsyncFactory<DisplayScale>

    init(scale: HubAsyncFactory<DisplayScale>) {
        self.scale = scale
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
