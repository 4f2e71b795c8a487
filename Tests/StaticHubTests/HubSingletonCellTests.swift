import Foundation
import StaticHub
import Testing

private struct CreationFailed: Error {}

/// Counts calls from any task.
private final class Counter: @unchecked Sendable {
    // @unchecked: `count` is only touched while holding `lock`.
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    /// Adds `delta` and returns the new count.
    @discardableResult
    func add(_ delta: Int = 1) -> Int {
        lock.withLock {
            count += delta
            return count
        }
    }
}

private final class Box: Sendable {}

@Suite("Singleton cell")
struct HubSingletonCellTests {
    @Test("Concurrent first async resolves share one creation")
    func oneCreation() async {
        let cell = _HubSingletonCell<Box>()
        let attempts = Counter()
        let instances = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<500 {
                group.addTask {
                    ObjectIdentifier(
                        await cell.value {
                            attempts.add()
                            await Task.yield()
                            return Box()
                        })
                }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(instances.count == 1)
        #expect(attempts.value == 1)
    }

    @Test("A creation that always throws is never kept: each caller tries, one at a time, and gets its own error")
    func alwaysFailing() async {
        let cell = _HubSingletonCell<Box>()
        let attempts = Counter()
        let running = Counter()
        let failures = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    do {
                        _ = try await cell.value {
                            attempts.add()
                            #expect(running.add() == 1, "two creations ran at the same time")
                            await Task.yield()
                            running.add(-1)
                            throw CreationFailed()
                        }
                        return false
                    } catch {
                        return error is CreationFailed
                    }
                }
            }
            return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
        }
        #expect(failures == 100)
        #expect(attempts.value == 100)
    }

    @Test("A synchronous creation that throws is not kept; the next one is, and is returned ever after")
    func synchronousRetry() {
        let cell = _HubSingletonCell<Box>()
        #expect(throws: CreationFailed.self) { try cell.value { throw CreationFailed() } }
        let created = cell.value { Box() }
        #expect(cell.value { Box() } === created)
    }
}
