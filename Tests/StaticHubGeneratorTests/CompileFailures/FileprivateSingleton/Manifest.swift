// swift-format-ignore-file
import StaticHub

final class CacheStorage: Sendable {}
/// Visible to the manifest in this file, but not to the generated file: every generated
/// line that names it (storage, `_make…`, accessor, overloads, mocks) must fail here. (The
/// generator reports a fileprivate type it sees declared; a type alias it does not read.)
fileprivate typealias Cache = CacheStorage
struct Clock {}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        SingletonRegister(Cache.self, using: Cache.init),
        AutoRegister(Clock.self, using: Clock.init),
    ]
}
