import StaticHub

/// Weak singletons.
enum MediaHub {}

extension MediaHub {
    static let manifest: [HubRegistration] = [
        WeakSingletonRegister((any ImageCache).self, using: MemoryImageCache.init),
        WeakSingletonRegister(VideoPlayer.self, parameterTypes: .resolved((any ImageCache).self), using: VideoPlayer.init(cache:)),
        WeakSingletonRegister(Thumbnailer.self, using: Thumbnailer.init),
        WeakSingletonRegister(Codec.self, effects: .throws(CodecUnavailable.self), using: Codec.init)
    ]
}
