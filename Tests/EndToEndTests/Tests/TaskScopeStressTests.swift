import StaticHub
import Testing

/// Many scopes at once, some cancelled and some throwing mid-body: CI runs this under
/// ThreadSanitizer too.
@Suite("Task scopes under load")
struct TaskScopeStressTests {
    static let scopes = 10_000
    static let workers = 64

    struct Thrown: Error {}

    /// What one scope saw: its ledger, and how its body ended.
    struct Outcome: Sendable {
        let ledger: ScopeLedger
        let seenElsewhere: Int
        let ending: Ending
    }

    enum Ending: Sendable {
        case returned, thrown, cancelled
    }

    @Test(
        "10,000 scopes from 64 tasks, 10% cancelled and 5% throwing: each built once per scope, seen by no other, torn down once in reverse, none left alive"
    )
    func load() async {
        let outcomes = await withTaskGroup(of: [Outcome].self) { group in
            for worker in 0..<Self.workers {
                group.addTask {
                    var outcomes: [Outcome] = []
                    for id in stride(from: worker, to: Self.scopes, by: Self.workers) {
                        outcomes.append(await Self.run(id))
                    }
                    return outcomes
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(outcomes.count == Self.scopes)
        #expect(outcomes.filter { $0.ending == .cancelled }.count == Self.scopes / 10)
        #expect(outcomes.filter { $0.ending == .thrown }.count == Self.scopes / 20)
        var failures: [Int] = []
        for outcome in outcomes {
            let built = outcome.ledger.builtNames
            let tornDown = outcome.ledger.tornDownNames
            let ok =
                outcome.seenElsewhere == 0
                && built.sorted() == ["A", "B", "C", "D", "E"]
                && tornDown == built.filter { ["B", "C", "D"].contains($0) }.reversed()
                && outcome.ledger.alive == 0
            if !ok { failures.append(outcome.ledger.id) }
        }
        #expect(failures.isEmpty, "scopes that went wrong: \(failures.prefix(20))")
    }

    /// One scope: the body and 4 child tasks resolve the whole graph at once; every 10th is
    /// cancelled while its body waits, every 20th (offset) throws.
    static func run(_ id: Int) async -> Outcome {
        let ledger = ScopeLedger(id: id)
        let isCancelled = id % 10 == 0
        let throwsError = id % 20 == 5
        let started = AsyncStream<Void>.makeStream()
        let scope = Task { () -> (seenElsewhere: Int, ending: Ending) in
            var seenElsewhere = 0
            do {
                try await StressHub.withScope(StressScope.self, scopeLedger: ledger) { () async throws -> Void in
                    seenElsewhere = await withTaskGroup(of: Int.self) { group in
                        for _ in 0..<4 { group.addTask { await Self.resolveAll(expecting: id) } }
                        let body = await Self.resolveAll(expecting: id)
                        return await group.reduce(body, +)
                    }
                    if throwsError { throw Thrown() }
                    if isCancelled {
                        started.continuation.yield()
                        try await Task.sleep(for: .seconds(600))
                    }
                }
                return (seenElsewhere, .returned)
            } catch is Thrown {
                return (seenElsewhere, .thrown)
            } catch {
                return (seenElsewhere, .cancelled)
            }
        }
        if isCancelled {
            for await _ in started.stream { break }
            scope.cancel()
        }
        let (seenElsewhere, ending) = await scope.value
        return Outcome(ledger: ledger, seenElsewhere: seenElsewhere, ending: ending)
    }

    /// Resolves every registration of the scope; returns how many came from another scope.
    static func resolveAll(expecting id: Int) async -> Int {
        let d = await StressHub.resolveStressD()
        let instances: [StressInstance] = [
            StressHub.resolveStressA(), await StressHub.resolveStressB(), StressHub.resolveStressC(), d, StressHub.resolveStressE()
        ]
        return instances.filter { $0.ledger.id != id }.count + (StressHub.resolveScopeLedger().id == id ? 0 : 1)
    }
}
