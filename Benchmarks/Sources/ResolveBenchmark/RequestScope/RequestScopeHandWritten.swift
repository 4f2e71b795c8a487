import Synchronization

/// The request scope written by hand, the limit StaticHub's is measured against: a task-local
/// holding a final class whose stored properties are built lazily under a lock.
final class HandWrittenRequestScope: Sendable {
    @TaskLocal static var current: HandWrittenRequestScope?

    let request: ScopedRequest
    let user: ScopedUser
    private let log = Mutex<ScopedLog?>(nil)

    init(request: ScopedRequest, user: ScopedUser) {
        self.request = request
        self.user = user
    }

    func resolveLog() -> ScopedLog {
        log.withLock { log in
            if let log { return log }
            let made = ScopedLog(request: request)
            log = made
            return made
        }
    }

    static func handle(id: Int) -> ScopedLog {
        $current.withValue(HandWrittenRequestScope(request: ScopedRequest(id: id), user: ScopedUser(id: id))) {
            let first = current!.resolveLog()
            return current!.resolveLog() === first ? first : ScopedLog(request: ScopedRequest(id: -1))
        }
    }
}
