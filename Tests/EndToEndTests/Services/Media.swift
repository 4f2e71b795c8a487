/// Services for the weak singleton tests.

protocol ImageCache: AnyObject, Sendable {
    var name: String { get }
}

final class MemoryImageCache: ImageCache {
    let name = "memory"
}

final class FakeImageCache: ImageCache {
    let name = "fake"
}

/// Holds the cache, so while a player lives, so does the one cache.
final class VideoPlayer: Sendable {
    let cache: any ImageCache

    init(cache: any ImageCache) {
        self.cache = cache
    }
}

/// Resolved only by the lifetime test, which counts its instances.
final class Thumbnailer: Sendable {
    nonisolated(unsafe) static var created = 0

    init() {
        Self.created += 1
    }
}

struct CodecUnavailable: Error, Equatable {}

/// Fails while `isAvailable` is false.
final class Codec: Sendable {
    /// Set only by the one serialized test that resolves a codec.
    nonisolated(unsafe) static var isAvailable = true

    init() throws(CodecUnavailable) {
        guard Self.isAvailable else { throw CodecUnavailable() }
    }
}
