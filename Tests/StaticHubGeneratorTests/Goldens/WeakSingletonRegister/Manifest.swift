// swift-format-ignore-file
import StaticHub

protocol ImageCache: AnyObject, Sendable {}
final class MemoryImageCache: ImageCache {}

final class Player: Sendable {
    init(cache: any ImageCache) {}
}

struct DecoderError: Error {}

final class Decoder: Sendable {
    init() throws(DecoderError) {}
}

enum Dependency {}

extension Dependency {
    static let weak: [HubRegistration] = [
        WeakSingletonRegister((any ImageCache).self, using: MemoryImageCache.init),
        WeakSingletonRegister(Player.self, parameterTypes: .resolved((any ImageCache).self), using: Player.init(cache:)),
        WeakSingletonRegister(Decoder.self, effects: .throws(DecoderError.self), using: Decoder.init),
    ]
}
