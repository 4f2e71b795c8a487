import Foundation
import StaticHub

#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// The same graph written by hand.
enum HandWritten {
    static func checkout() -> Checkout {
        Checkout(processor: StripeProcessor(), audit: MemoryAuditLog(), missing: nil)
    }

    static func analytics() -> Analytics {
        Analytics(sinks: [ConsoleSink(), FileSink(directory: Directory()), RemoteSink()])
    }

    static func refunds() -> Refunds {
        Refunds(makeProcessor: HubFactory { AdyenProcessor() })
    }

    /// A weak singleton by hand: a mutex around a weak reference.
    final class WeakImageCache: @unchecked Sendable {
        private var mutex = pthread_mutex_t()
        private weak var instance: ImageCache?

        init() {
            pthread_mutex_init(&mutex, nil)
        }

        func value() -> ImageCache {
            pthread_mutex_lock(&mutex)
            defer { pthread_mutex_unlock(&mutex) }
            if let instance { return instance }
            let created = ImageCache()
            instance = created
            return created
        }
    }

    static let imageCache = WeakImageCache()

    // A scoped registration by hand: the runtime's cell (a lock-free read of the current
    // generation's instance once created) used directly, so the rows compare the generated
    // wiring with none.
    static let sessionToken = _HubScopedCell<SessionToken>(scope: BenchSession.self)
    static let sessionCart = _HubScopedCell<SessionCart>(scope: BenchSession.self)

    static func cart() -> SessionCart {
        sessionCart.value { SessionCart(token: sessionToken.value { SessionToken() }) }
    }

    // A scope input by hand: the runtime's store of the inputs, and a scoped cell built from it.
    static let configurationInputs = _HubScopeInputs<BenchKey>(scope: BenchConfiguration.self)
    static let configuredClient = _HubScopedCell<ConfiguredClient>(scope: BenchConfiguration.self)

    static func client() -> ConfiguredClient {
        configuredClient.value { ConfiguredClient(key: configurationInputs.value({ $0 }, orFail: "not started")) }
    }

    // A value known at run time with a default until it is configured, as an SDK writes it by
    // hand: a lock-protected optional, filled with the default on first read.
    static let region = ConfiguredRegion()

    final class ConfiguredRegion: @unchecked Sendable {
        private let lock = NSLock()
        private var configured: BenchRegion?

        func value() -> BenchRegion {
            lock.withLock {
                if let configured { return configured }
                let made = BenchRegion()
                configured = made
                return made
            }
        }
    }

    // A main-actor singleton by hand, and a value made from it.
    @MainActor static let photoLibrary = PhotoLibrary()

    @MainActor static func albumList() -> AlbumList {
        AlbumList(library: photoLibrary)
    }
}
