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
}
