import Foundation
import StaticHub

/// One `withScope`'s own record of what its scope built and tore down, bound as its input:
/// every instance records itself in the ledger of the scope it was built in.
final class ScopeLedger: Sendable {
    let id: Int
    private let lock = NSLock()
    nonisolated(unsafe) private var builds: [String] = []
    nonisolated(unsafe) private var teardowns: [String] = []
    nonisolated(unsafe) private var instances: [WeakInstance] = []

    init(id: Int) {
        self.id = id
    }

    func built(_ name: String, _ instance: AnyObject) {
        lock.withLock {
            builds.append(name)
            instances.append(WeakInstance(object: instance))
        }
    }

    func tornDown(_ name: String) {
        lock.withLock { teardowns.append(name) }
    }

    var builtNames: [String] { lock.withLock { builds } }
    var tornDownNames: [String] { lock.withLock { teardowns } }
    /// How many instances built here are still alive.
    var alive: Int { lock.withLock { instances.filter { $0.object != nil }.count } }

    private struct WeakInstance {
        weak var object: AnyObject?
    }
}

/// The registrations the stress test resolves: each knows the ledger it was built with.
class StressInstance: @unchecked Sendable {
    let ledger: ScopeLedger

    init(ledger: ScopeLedger, name: String) {
        self.ledger = ledger
        ledger.built(name, self)
    }

    func end(_ name: String) {
        ledger.tornDown(name)
    }
}

final class StressA: StressInstance, @unchecked Sendable {
    init(ledger: ScopeLedger) { super.init(ledger: ledger, name: "A") }
}

final class StressB: StressInstance, @unchecked Sendable {
    let a: StressA

    init(a: StressA) async {
        self.a = a
        await Task.yield()
        super.init(ledger: a.ledger, name: "B")
    }
}

final class StressC: StressInstance, @unchecked Sendable {
    let a: StressA

    init(a: StressA) {
        self.a = a
        super.init(ledger: a.ledger, name: "C")
    }
}

final class StressD: StressInstance, @unchecked Sendable {
    let b: StressB
    let c: StressC

    init(b: StressB, c: StressC) {
        self.b = b
        self.c = c
        super.init(ledger: b.ledger, name: "D")
    }
}

final class StressE: StressInstance, @unchecked Sendable {
    init(ledger: ScopeLedger) { super.init(ledger: ledger, name: "E") }
}
