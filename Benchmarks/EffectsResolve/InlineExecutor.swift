// Valgrind 3.19 crashes when Swift's global executor starts its worker threads, so the async
// modes run every job on the main thread: a task executor that queues jobs, drained here.

final class InlineExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked: only the main thread enqueues and drains.
    private var jobs: [UnownedJob] = []

    func enqueue(_ job: consuming ExecutorJob) {
        jobs.append(UnownedJob(job))
    }

    /// Runs `operation` in a task that prefers this executor, running its jobs until it is done.
    func run(_ operation: @escaping @Sendable () async throws -> Void) {
        let task = Task(executorPreference: self, operation: operation)
        nonisolated(unsafe) var finished = false
        Task(executorPreference: self) {
            _ = await task.result
            finished = true
        }
        while !finished {
            guard !jobs.isEmpty else { fatalError("a job is waiting for another thread") }
            jobs.removeFirst().runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
