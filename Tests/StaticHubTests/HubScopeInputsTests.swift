import Foundation
import StaticHub
import Testing

/// Scope markers: each test its own, since a scope's generation is process-wide.
private enum RaceScope {}
private enum AsyncRaceScope {}
private enum DefaultsScope {}
private enum NestedScope {}

/// A client made from two inputs of one start, read apart as a real client's factory would.
private final class Client: Sendable {
    let settings: Int
    let credentials: Int

    init(settings: Int, credentials: Int) {
        self.settings = settings
        self.credentials = credentials
    }
}

/// What the factories made, from any thread: how many clients each start got, and how many
/// were made from the inputs of two starts.
private final class Constructions: @unchecked Sendable {
    // @unchecked: every field is only touched while holding `lock`.
    private let lock = NSLock()
    private var perStart: [Int: Int] = [:]
    private var mixed = 0

    func record(_ client: Client) {
        lock.withLock {
            perStart[client.settings, default: 0] += 1
            if client.settings != client.credentials { mixed += 1 }
        }
    }

    var mixedCount: Int { lock.withLock { mixed } }
    var startsBuiltTwice: Int { lock.withLock { perStart.values.filter { $0 > 1 }.count } }
    var total: Int { lock.withLock { perStart.values.reduce(0, +) } }
}

/// The number of the latest start begun and of the latest one finished.
private final class Starts: @unchecked Sendable {
    // @unchecked: both only touched while holding `lock`.
    private let lock = NSLock()
    private var begun = 0
    private var finished = 0

    func begin(_ number: Int) { lock.withLock { begun = number } }
    func finish(_ number: Int) { lock.withLock { finished = number } }
    var latestBegun: Int { lock.withLock { begun } }
    var latestFinished: Int { lock.withLock { finished } }
}

@Suite("Scope inputs")
struct HubScopeInputsTests {
    private static let starts = 2_000
    private static let tasks = 20
    private static let resolvesPerTask = 1_000

    @Test("A build reads every input from one start and is the only one of its generation, while starts land")
    func buildsReadOneStart() async {
        let inputs = _HubScopeInputs<(Int, Int)>(scope: RaceScope.self)
        let client = _HubScopedCell<Client>(scope: RaceScope.self)
        let made = Constructions()
        let starts = Starts()
        inputs.start((0, 0))
        let make: @Sendable () -> Client = {
            let settings = inputs.value({ $0.0 }, orFail: "not started")
            // The signer takes a moment: long enough for a start to land in most builds.
            for _ in 0..<200 { sched_yield() }
            let built = Client(settings: settings, credentials: inputs.value({ $0.1 }, orFail: "not started"))
            made.record(built)
            return built
        }
        let starter = Thread {
            for number in 1...Self.starts {
                starts.begin(number)
                inputs.start((number, number))
                starts.finish(number)
                // Paced, so that starts land among builds rather than all before them.
                usleep(20)
            }
        }
        starter.start()
        let stale = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<Self.tasks {
                group.addTask {
                    var stale = 0
                    var resolves = 0
                    // At least 1,000 resolves, and on until the last start: every start lands
                    // among resolves.
                    while resolves < Self.resolvesPerTask || starts.latestFinished < Self.starts {
                        let before = starts.latestFinished
                        let resolved = client.value(make: make)
                        if resolved.settings < before || resolved.settings > starts.latestBegun { stale += 1 }
                        resolves += 1
                        await Task.yield()
                    }
                    return stale
                }
            }
            return await group.reduce(0, +)
        }
        #expect(made.total > 0)
        #expect(made.mixedCount == 0)
        #expect(made.startsBuiltTwice == 0)
        #expect(stale == 0)
    }

    @Test("An async build holds its start's inputs across suspensions")
    func asyncBuildsReadOneStart() async {
        let inputs = _HubScopeInputs<(Int, Int)>(scope: AsyncRaceScope.self)
        let client = _HubScopedCell<Client>(scope: AsyncRaceScope.self)
        let made = Constructions()
        inputs.start((0, 0))
        let starter = Thread {
            for number in 1...500 { inputs.start((number, number)) }
        }
        starter.start()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<Self.tasks {
                group.addTask {
                    for _ in 0..<100 {
                        _ = await client.value { () async -> Client in
                            let settings = inputs.value({ $0.0 }, orFail: "not started")
                            await Task.yield()
                            let built = Client(settings: settings, credentials: inputs.value({ $0.1 }, orFail: "not started"))
                            made.record(built)
                            return built
                        }
                    }
                }
            }
        }
        #expect(made.mixedCount == 0)
        #expect(made.startsBuiltTwice == 0)
    }

    @Test("Before the first start a default is made once, and a reset keeps it; a start binds the given values")
    func defaults() {
        let inputs = _HubScopeInputs<(Int, String)>(scope: DefaultsScope.self)
        let defaultsMade = Constructions()
        let cell = _HubSingletonCell<Int>()
        func read() -> Int {
            inputs.value({ $0.0 }, default: cell) {
                let value = Client(settings: 7, credentials: 7)
                defaultsMade.record(value)
                return value.settings
            }
        }
        #expect(!inputs.isStarted)
        #expect(read() == 7)
        #expect(read() == 7)
        #expect(defaultsMade.total == 1)
        _HubScope.reset(DefaultsScope.self)
        #expect(read() == 7)
        #expect(defaultsMade.total == 1)
        inputs.start((3, "key"))
        #expect(inputs.isStarted)
        #expect(read() == 3)
        #expect(inputs.value({ $0.1 }, orFail: "not started") == "key")
        #expect(defaultsMade.total == 1)
    }

    @Test("A build resolving another scoped instance of its scope gets that instance of its own generation")
    func nestedBuildsShareTheGeneration() {
        let inputs = _HubScopeInputs<Int>(scope: NestedScope.self)
        let inner = _HubScopedCell<Client>(scope: NestedScope.self)
        let outer = _HubScopedCell<(Client, Int)>(scope: NestedScope.self)
        inputs.start(1)
        let pair = outer.value {
            let own = inputs.value({ $0 }, orFail: "not started")
            // A start lands between the outer build's two reads.
            inputs.start(2)
            let client = inner.value { Client(settings: inputs.value({ $0 }, orFail: "not started"), credentials: 0) }
            return (client, own)
        }
        #expect(pair.1 == 1)
        #expect(pair.0.settings == 1)
        // The next generation's resolves get its own instances.
        #expect(inner.value { Client(settings: inputs.value({ $0 }, orFail: "not started"), credentials: 0) }.settings == 2)
        #expect(outer.value { (Client(settings: 0, credentials: 0), inputs.value({ $0 }, orFail: "not started")) }.1 == 2)
    }
}
