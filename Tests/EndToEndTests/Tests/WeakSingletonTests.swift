import StaticHub
import Testing

@Suite("Weak singletons", .serialized)
struct WeakSingletonTests {
    @Test("One instance while anyone holds it, a new one after the last reference is gone")
    func lifetime() {
        var first: Thumbnailer? = MediaHub.resolve(Thumbnailer.self)
        #expect(MediaHub.resolveThumbnailer() === first)
        #expect(Thumbnailer.created == 1)
        weak let released = first
        first = nil
        #expect(released == nil)
        let second = MediaHub.resolveThumbnailer()
        #expect(Thumbnailer.created == 2)
        #expect(MediaHub.resolveThumbnailer() === second)
        #expect(Thumbnailer.created == 2)
    }

    @Test("A consumer that holds it keeps it alive for everyone")
    func heldByConsumer() {
        let player = MediaHub.resolve(VideoPlayer.self)
        #expect(MediaHub.resolveImageCache() === player.cache)
        #expect(MediaHub.resolveVideoPlayer() === player)
    }

    @Test("200 concurrent first resolves while held get one instance")
    func concurrent() async {
        let identities = await withTaskGroup(of: (any ImageCache).self) { group in
            for _ in 0..<200 {
                group.addTask { MediaHub.resolveImageCache() }
            }
            // Held until all are compared, so none is released in between.
            return await group.reduce(into: [any ImageCache]()) { $0.append($1) }
        }
        #expect(Set(identities.map { ObjectIdentifier($0) }).count == 1)
    }

    @Test("Scoped mocks replace it by instance")
    func scopedMock() {
        let fake = FakeImageCache()
        MediaHub.withMocks {
            $0.mock((any ImageCache).self, singleton: fake)
        } operation: {
            #expect(MediaHub.resolveImageCache() === fake)
            #expect(MediaHub.resolve(VideoPlayer.self).cache === fake)
        }
    }
}

@Suite("Weak singletons that throw", .serialized)
struct ThrowingWeakSingletonTests {
    @Test("A creation that throws keeps nothing, and its typed error reaches the caller; the next resolve tries again")
    func throwingCreation() throws {
        Codec.isAvailable = false
        #expect(throws: CodecUnavailable()) { try MediaHub.resolveCodec() }
        Codec.isAvailable = true
        let codec = try MediaHub.resolve(Codec.self)
        #expect(try MediaHub.resolveCodec() === codec)
    }
}
