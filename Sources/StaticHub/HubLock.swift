#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif

/// A recursive mutex for the debug-only mock storage and for weak singletons.
///
/// Recursive because a singleton built under the lock resolves its dependencies, which
/// read the same storage on the same thread. Hand-rolled over pthreads rather than
/// `Synchronization.Mutex` so that the runtime does not raise its users' deployment
/// targets (Mutex needs macOS 15 / iOS 18).
@usableFromInline
final class HubLock: @unchecked Sendable {
    // @unchecked: the pthread mutex is the synchronisation; it lives at a stable
    // heap address for the lifetime of the lock and is never copied.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func withLock<Result, Failure>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// For the debug resolve path, where the closure `withLock` takes costs a generic call.
    @usableFromInline
    func lock() {
        pthread_mutex_lock(mutex)
    }

    @usableFromInline
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Gives up the processor while another thread finishes a short critical section.
    @usableFromInline
    static func yield() {
        sched_yield()
    }
}
