import Foundation

/// Counts how many instances were ever created, from any thread.
final class CreationCounter: @unchecked Sendable {
    // @unchecked: `count` is only touched while holding `lock`.
    private let lock = NSLock()
    private var count = 0

    static let shared = CreationCounter()

    var value: Int { lock.withLock { count } }

    func increment() {
        lock.withLock { count += 1 }
    }
}

/// A singleton that records its creation, to check it is created once and only on first use.
final class CountedService: Sendable {
    init() {
        CreationCounter.shared.increment()
        // Widen the window in which concurrent first resolves could race.
        Thread.sleep(forTimeInterval: 0.01)
    }
}
