import Synchronization

/// The same scope written by hand, the limit a task scope is measured against: a task-local
/// holding a final class whose stored properties are built lazily under a lock.
final class HandWrittenScope: Sendable {
    @TaskLocal static var current: HandWrittenScope?

    let request: BenchRequest
    let user: BenchUser
    private let log = Mutex<BenchLog?>(nil)

    init(request: BenchRequest, user: BenchUser) {
        self.request = request
        self.user = user
    }

    func resolveLog() -> BenchLog {
        log.withLock { log in
            if let log { return log }
            let made = BenchLog(request: request)
            log = made
            return made
        }
    }
}
