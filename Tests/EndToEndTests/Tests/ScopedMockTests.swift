import EndToEndPublicHub
import Foundation
import StaticHub
import StaticHubTesting
import Testing

private struct NamedLogger: Logger {
    let name: String
}

private struct FakeClock: Clock {
    let now = Date(timeIntervalSince1970: 42)
}

private let realLoggerName = "clock-logger@1000000"

private struct RomanFormatter: NumberFormatting {
    func format(_ value: Int) -> String { String(repeating: "I", count: value) }
}

@Suite("Scoped mocks")
struct ScopedMockTests {
    @Test("A scope replaces a registration for its body only, and applies transitively")
    func scope() {
        ScopedHub.withMocks({ $0.mock((any Logger).self) { NamedLogger(name: "scoped") } }) {
            #expect(ScopedHub.resolve((any Logger).self).name == "scoped")
            #expect(ScopedHub.resolve((any Session).self, userName: "ada").logger.name == "scoped")
            #expect(ScopedHub.factory(of: (any Logger).self).make().name == "scoped")
        }
        #expect(ScopedHub.resolve((any Logger).self).name == realLoggerName)
    }

    @Test("A task started inside a scope keeps its mocks after the scope's body has returned")
    func taskOutlivesScope() async {
        let (start, started) = AsyncStream<Void>.makeStream()
        let task = ScopedHub.withMocks({ $0.mock((any Logger).self) { NamedLogger(name: "scoped") } }) {
            Task {
                for await _ in start { break }
                return ScopedHub.resolve((any Logger).self).name
            }
        }
        // The scope's body has returned; the task, which holds the scope, resolves only now.
        started.yield()
        #expect(await task.value == "scoped")
    }

    @Test("A scope's result may go unused, without a warning")
    func discardableResult() async {
        ScopedHub.withMocks({ $0.mock((any Logger).self) { NamedLogger(name: "scoped") } }) {
            ScopedHub.resolve((any Logger).self)
        }
        await ScopedHub.withMocks({ $0.mock((any Logger).self) { NamedLogger(name: "scoped") } }) {
            await Task.yield()
            return ScopedHub.resolve((any Logger).self)
        }
    }

    @Test("Every kind: factory, singleton instance, and Register closure receiving the explicit arguments")
    func everyKind() {
        ScopedHub.withMocks({ mocks in
            mocks.mock((any Clock).self, singleton: FakeClock())
            mocks.mock((any Session).self) { userName in UserSession(userName: "mock-" + userName, logger: NamedLogger(name: "s")) }
        }) {
            #expect(ScopedHub.resolve((any Clock).self).now == FakeClock().now)
            #expect(ScopedHub.resolve((any Logger).self).name == "clock-logger@42")
            #expect(ScopedHub.resolve((any Session).self, userName: "ada").userName == "mock-ada")
            #expect(ScopedHub.factory(of: (any Session).self).make(userName: "bob").userName == "mock-bob")
        }
    }

    @Test("Scopes nest: the inner one wins, the outer one returns after it")
    func nested() {
        ScopedHub.withMocks({ $0.mock((any Logger).self) { NamedLogger(name: "outer") } }) {
            ScopedHub.withMocks({ $0.mock((any Clock).self, singleton: FakeClock()) }) {
                // The outer scope's logger mock still applies; the clock comes from the inner one.
                #expect(ScopedHub.resolve((any Logger).self).name == "outer")
                #expect(ScopedHub.resolve((any Clock).self).now == FakeClock().now)
                ScopedHub.withMocks({ $0.mock((any Logger).self) { NamedLogger(name: "inner") } }) {
                    #expect(ScopedHub.resolve((any Logger).self).name == "inner")
                }
                #expect(ScopedHub.resolve((any Logger).self).name == "outer")
            }
        }
    }

    @Test("A scope ends when its body throws")
    func throwingBody() {
        struct Failure: Error {}
        #expect(throws: Failure.self) {
            try ScopedHub.withMocks({ $0.mock((any Logger).self) { NamedLogger(name: "thrown") } }) {
                #expect(ScopedHub.resolve((any Logger).self).name == "thrown")
                throw Failure()
            }
        }
        #expect(ScopedHub.resolve((any Logger).self).name == realLoggerName)
    }

    @Test("Async bodies: child tasks inherit the scope; detached tasks do not")
    func asyncBodies() async {
        await ScopedHub.withMocks({ $0.mock((any Logger).self) { NamedLogger(name: "async") } }) {
            await Task.yield()
            #expect(ScopedHub.resolve((any Logger).self).name == "async")
            async let child = ScopedHub.resolve((any Logger).self).name
            #expect(await child == "async")
            let grandchildren = await withTaskGroup(of: String.self) { group in
                for _ in 0..<10 { group.addTask { ScopedHub.resolve((any Logger).self).name } }
                return await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(grandchildren == Array(repeating: "async", count: 10))
            // Detached tasks start with no task-local values: they see the real registration.
            let detached = await Task.detached { ScopedHub.resolve((any Logger).self).name }.value
            #expect(detached == realLoggerName)
        }
    }

    @Test("A singleton resolved inside a scope is built for that scope and never replaces the shared one")
    func singletonIsolation() {
        let shared = ScopedHub.resolve(Audit.self)
        #expect(shared.loggerName == realLoggerName)
        ScopedHub.withMocks({ $0.mock((any Logger).self) { NamedLogger(name: "scope") } }) {
            let scoped = ScopedHub.resolve(Audit.self)
            #expect(scoped.loggerName == "scope")
            #expect(scoped !== shared)
            #expect(ScopedHub.resolve(Audit.self) === scoped)
        }
        #expect(ScopedHub.resolve(Audit.self) === shared)
    }

    @Test("A singleton first resolved inside a scope still gets a real shared instance")
    func noLeakOnFirstResolve() {
        ScopedHub.withMocks({ $0.mock((any Logger).self) { NamedLogger(name: "leak?") } }) {
            #expect(ScopedHub.resolve(Archive.self).loggerName == "leak?")
        }
        #expect(ScopedHub.resolve(Archive.self).loggerName == realLoggerName)
    }

    @Test("Opaque registrations resolve normally inside a scope")
    func opaqueInScope() {
        ScopedHub.withMocks({ _ in }) {
            #expect(ScopedHub.resolve((any Engine).self).horsepower == 450)
        }
    }

    @Test("200 tests running in parallel, each with its own mock of the same type, see only their own", arguments: 0..<200)
    func parallelTests(_ index: Int) async {
        await ScopedHub.withMocks({ $0.mock((any Logger).self) { NamedLogger(name: "test-\(index)") } }) {
            for _ in 0..<20 {
                await Task.yield()
                #expect(ScopedHub.resolve((any Logger).self).name == "test-\(index)")
                #expect(ScopedHub.resolve((any Session).self, userName: "u").logger.name == "test-\(index)")
            }
        }
    }

    @Test("500 concurrent tasks, each in its own scope, see only their own mocks")
    func concurrentScopes() async {
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for index in 0..<500 {
                group.addTask {
                    await ScopedHub.withMocks({ $0.mock((any Logger).self) { NamedLogger(name: "task-\(index)") } }) {
                        var wrong = 0
                        for _ in 0..<10 {
                            await Task.yield()
                            if ScopedHub.resolve((any Logger).self).name != "task-\(index)" { wrong += 1 }
                            if ScopedHub.resolve(Audit.self).loggerName != "task-\(index)" { wrong += 1 }
                        }
                        return wrong
                    }
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}

@Suite("The .hubMocks test trait")
struct HubMocksTraitTests {
    @Test(.hubMocks(ScopedHub.self) { $0.mock((any Logger).self) { NamedLogger(name: "trait") } })
    func traitScopesOneTest() {
        #expect(ScopedHub.resolve((any Logger).self).name == "trait")
        #expect(ScopedHub.resolve(Audit.self).loggerName == "trait")
    }

    @Test("Without the trait the real registration applies, even while other tests use it")
    func noTrait() {
        #expect(ScopedHub.resolve((any Logger).self).name == realLoggerName)
    }

    @Test(
        "A public hub from another module takes the trait too",
        .hubMocks(PublicHub.self) { $0.mock((any NumberFormatting).self, singleton: RomanFormatter()) })
    func publicHub() {
        #expect(PublicHub.resolve(PriceTag.self, cents: 200).text == "$II.00")
    }
}

@Suite("A suite-wide .hubMocks trait", .hubMocks(ScopedHub.self) { $0.mock((any Clock).self, singleton: FakeClock()) })
struct HubMocksSuiteTraitTests {
    @Test func firstTest() {
        #expect(ScopedHub.resolve((any Logger).self).name == "clock-logger@42")
    }

    @Test func secondTest() async {
        await Task.yield()
        #expect(ScopedHub.resolve((any Clock).self).now == FakeClock().now)
    }
}

/// The mocks many suites share, declared once as a trait (the README's recipe).
extension Trait where Self == HubMocksTrait<ScopedHub> {
    static var fakeClock: Self {
        .hubMocks(ScopedHub.self) { $0.mock((any Clock).self, singleton: FakeClock()) }
    }
}

@Suite("A trait declared once, named by suites", .fakeClock)
struct SharedTraitTests {
    @Test func usesTheSharedMocks() {
        #expect(ScopedHub.resolve((any Clock).self).now == FakeClock().now)
    }
}
