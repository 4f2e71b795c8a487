import Foundation
import StaticHub
import Testing

/// Scope markers: each test its own, since a scope's generation is process-wide.
private enum ThreadsScope {}
private enum ReleaseScope {}
private enum AsyncScope {}
private enum OtherScope {}

private final class Instance: Sendable {
    let number: Int

    init(number: Int) {
        self.number = number
    }
}

/// The number of instances made, from any thread.
private final class Made: @unchecked Sendable {
    // @unchecked: `count` is only touched while holding `lock`.
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }

    var value: Int { lock.withLock { count } }
}

@Suite("Scoped cell")
struct HubScopedCellTests {
    @Test("Threads reading while another resets: at most one instance per generation, each read sees a whole one")
    func threadsRacingResets() {
        let cell = _HubScopedCell<Instance>(scope: ThreadsScope.self)
        let made = Made()
        let resets = 200
        DispatchQueue.concurrentPerform(iterations: 9) { worker in
            if worker == 0 {
                for _ in 0..<resets { _HubScope.reset(ThreadsScope.self) }
                return
            }
            for _ in 0..<2_000 {
                let instance = cell.value { Instance(number: made.next()) }
                precondition(instance.number >= 1)
            }
        }
        #expect(made.value <= resets + 1)
        // After the last reset, every read sees one instance.
        let last = cell.value { Instance(number: made.next()) }
        #expect(cell.value { Instance(number: made.next()) } === last)
    }

    @Test("A reset releases the ended generation's instance, and only the cells of its scope")
    func resetReleases() {
        let cell = _HubScopedCell<Instance>(scope: ReleaseScope.self)
        let other = _HubScopedCell<Instance>(scope: OtherScope.self)
        let kept = other.value { Instance(number: 0) }
        weak var released: Instance?
        do {
            let instance = cell.value { Instance(number: 1) }
            released = instance
            #expect(cell.created === instance)
        }
        _HubScope.reset(ReleaseScope.self)
        #expect(released == nil)
        #expect(cell.created == nil)
        #expect(other.value { Instance(number: 2) } === kept)
    }

    @Test("An async first resolve of a generation is shared by the tasks that wait for it")
    func asyncCreation() async {
        let cell = _HubScopedCell<Instance>(scope: AsyncScope.self)
        let made = Made()
        let instances = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    ObjectIdentifier(
                        await cell.value {
                            await Task.yield()
                            return Instance(number: made.next())
                        })
                }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(instances.count == 1)
        #expect(made.value == 1)
    }
}
