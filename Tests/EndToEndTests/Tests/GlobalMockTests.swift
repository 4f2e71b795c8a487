import Foundation
import StaticHub
import Testing

private struct FakeClock: Clock {
    let now = Date(timeIntervalSince1970: 42)
}

private struct FakeLogger: Logger {
    let name: String
}

/// Global mocks are process-wide, so these tests run one at a time and use a hub of their own.
@Suite("Global mocks", .serialized)
struct GlobalMockTests {
    init() {
        MockHub.resetMocks()
    }

    @Test("mock(_:factory:) replaces an auto registration until reset with nil")
    func autoMock() {
        MockHub.mock((any Logger).self) { FakeLogger(name: "fake") }
        #expect(MockHub.resolve((any Logger).self).name == "fake")
        #expect(MockHub.resolveLogger().name == "fake")
        #expect(MockHub.factory(of: (any Logger).self).make().name == "fake")
        MockHub.mock((any Logger).self, factory: nil)
        #expect(MockHub.resolve((any Logger).self).name == "clock-logger@1000000")
    }

    @Test("mock(_:singleton:) replaces a singleton, and applies to its consumers")
    func singletonMock() {
        MockHub.mock((any Clock).self, singleton: FakeClock())
        #expect(MockHub.resolve((any Clock).self).now == FakeClock().now)
        #expect(MockHub.resolve((any Logger).self).name == "clock-logger@42")
        MockHub.resetMocks()
        #expect(MockHub.resolve((any Clock).self).now == FixedClock().now)
    }

    @Test("A Register mock receives the explicit arguments")
    func registerMock() {
        MockHub.mock((any Session).self) { userName in
            UserSession(userName: userName.uppercased(), logger: FakeLogger(name: "session"))
        }
        let session = MockHub.resolve((any Session).self, userName: "ada")
        #expect(session.userName == "ADA")
        #expect(session.logger.name == "session")
        #expect(MockHub.factory(of: (any Session).self, userName: "bob").make().userName == "BOB")
        MockHub.resetMocks()
        #expect(MockHub.resolve((any Session).self, userName: "ada").userName == "ada")
    }

    @Test("A mock applies transitively to everything that depends on it")
    func transitiveMock() {
        MockHub.mock((any Logger).self) { FakeLogger(name: "transitive") }
        #expect(MockHub.resolve(Report.self).logger.name == "transitive")
        #expect(MockHub.resolve((any Session).self, userName: "x").logger.name == "transitive")
        MockHub.resetMocks()
        #expect(MockHub.resolve(Report.self).logger.name == "clock-logger@1000000")
    }

    @Test("A scoped mock wins over a global one; the global one applies again after the scope")
    func scopedWinsOverGlobal() {
        MockHub.mock((any Logger).self) { FakeLogger(name: "global") }
        MockHub.withMocks({ $0.mock((any Logger).self) { FakeLogger(name: "scoped") } }) {
            #expect(MockHub.resolve((any Logger).self).name == "scoped")
        }
        #expect(MockHub.resolve((any Logger).self).name == "global")
        MockHub.resetMocks()
    }

    @Test("While a global mock is set, singletons are built from it, and the shared one is untouched")
    func globalMockAndSingletons() {
        let shared = MockHub.resolve(Report.self)
        MockHub.mock((any Clock).self, singleton: FakeClock())
        #expect(MockHub.resolve((any Logger).self).name == "clock-logger@42")
        MockHub.resetMocks()
        #expect(MockHub.resolve(Report.self).clock.now == shared.clock.now)
    }

    @Test("Mocks set and read from 200 concurrent tasks: no data race, every read sees a whole value")
    func concurrentMocks() async {
        let names = (0..<200).map { "logger-\($0)" }
        let seen = await withTaskGroup(of: String.self) { group in
            for name in names {
                group.addTask {
                    MockHub.mock((any Logger).self) { FakeLogger(name: name) }
                    let resolved = MockHub.resolve((any Logger).self).name
                    if name.hasSuffix("0") { MockHub.mock((any Logger).self, factory: nil) }
                    return resolved
                }
            }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(seen.count == names.count)
        let valid = Set(names + ["clock-logger@1000000"])
        #expect(seen.allSatisfy(valid.contains))
        MockHub.resetMocks()
        #expect(MockHub.resolve((any Logger).self).name == "clock-logger@1000000")
    }
}
