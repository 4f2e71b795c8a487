import Foundation
import StaticHub
import Testing

@Suite("Scoped registrations", .serialized)
struct ScopedLifetimeTests {
    @Test("Logout: resetScope ends the generation; instances handed out are untouched, singletons are kept")
    func logoutResets() async throws {
        let token = SessionHub.resolve(SessionToken.self)
        let cart = SessionHub.resolve((any ShoppingCart).self)
        let profile = try await SessionHub.resolve(UserProfile.self)
        let settings = SessionHub.resolve(StoreSettings.self)
        let monitor = SessionHub.resolve(SessionMonitor.self)

        // One instance per generation, shared by its dependents.
        #expect(SessionHub.resolveSessionToken() === token)
        #expect(cart.token === token)
        #expect(profile.token === token)
        #expect(SessionHub.resolve(CartScreen.self).cart === cart)
        #expect(monitor.currentToken.make() === token)

        SessionHub.resetScope(Login.self)

        let nextToken = SessionHub.resolve(SessionToken.self)
        let nextCart = SessionHub.resolve((any ShoppingCart).self)
        #expect(nextToken !== token)
        #expect(nextCart !== cart)
        #expect(nextCart.token === nextToken)
        #expect(try await SessionHub.resolve(UserProfile.self) !== profile)
        // What was handed out keeps its own generation's instances.
        #expect(cart.token === token)
        // Singletons outlive the scope; a provider resolves the current generation.
        #expect(SessionHub.resolve(StoreSettings.self) === settings)
        #expect(SessionHub.resolve(SessionMonitor.self) === monitor)
        #expect(monitor.currentToken.make() === nextToken)
    }

    @Test("Resetting one scope leaves another scope's instances alone")
    func scopesAreIndependent() {
        let items = SessionHub.resolve(LineItems.self)
        SessionHub.resetScope(Login.self)
        #expect(SessionHub.resolve(LineItems.self) === items)
        SessionHub.resetScope(Basket.self)
        #expect(SessionHub.resolve(LineItems.self) !== items)
    }

    @Test("A reset releases the ended generation's instance once nothing else holds it")
    func resetReleasesTheInstance() {
        weak var released: SessionToken?
        do {
            let token = SessionHub.resolve(SessionToken.self)
            released = token
            SessionHub.resetScope(Login.self)
        }
        #expect(released == nil)
    }

    @Test("1,000 resolves racing 50 resets from many tasks: never two instances in one generation")
    func resolvesRacingResets() async {
        let resetsStarted = ConstructionCounter()
        let resetsFinished = ConstructionCounter()
        let constructedBefore = RacedResource.constructions.value
        // Each resolve: the resets finished before it started, the resets started before it
        // ended, and what it got (held, so that no address is reused).
        let observations = await withTaskGroup(of: [(Int, Int, RacedResource)].self) { group in
            group.addTask {
                for _ in 0..<50 {
                    resetsStarted.increment()
                    RaceHub.resetScope(RaceScope.self)
                    resetsFinished.increment()
                    await Task.yield()
                }
                return []
            }
            for _ in 0..<20 {
                group.addTask {
                    var seen: [(Int, Int, RacedResource)] = []
                    for _ in 0..<50 {
                        let finished = resetsFinished.value
                        let instance = RaceHub.resolve(RacedResource.self)
                        seen.append((finished, resetsStarted.value, instance))
                        await Task.yield()
                    }
                    return seen
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(observations.count == 1_000)
        // A resolve that no reset overlapped lies inside one generation: all such resolves of
        // one generation got one instance, and different generations different ones.
        let undisturbed = observations.filter { $0.0 == $0.1 }
        let instancesByGeneration = Dictionary(grouping: undisturbed, by: \.0).mapValues { Set($0.map { ObjectIdentifier($0.2) }) }
        #expect(instancesByGeneration.values.allSatisfy { $0.count == 1 })
        let instances = instancesByGeneration.values.compactMap(\.first)
        #expect(Set(instances).count == instances.count)
        // At most one construction per generation: 51 generations.
        #expect(RacedResource.constructions.value - constructedBefore <= 51)
    }

    @Test("A generation's first resolves, concurrent, construct it once")
    func concurrentFirstResolves() async {
        RaceHub.resetScope(RaceScope.self)
        let constructedBefore = RacedResource.constructions.value
        let instances = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<100 {
                group.addTask { ObjectIdentifier(RaceHub.resolve(RacedResource.self)) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(instances.count == 1)
        #expect(RacedResource.constructions.value - constructedBefore == 1)
    }
}

@Suite("Scoped registrations: mocks", .serialized)
struct ScopedRegistrationMockTests {
    @Test("A scoped mock replaces the instance inside its scope, and dependents are built from it")
    func scopedMock() {
        let real = ScopedMocksHub.resolve(MockedSession.self)
        ScopedMocksHub.withMocks({ $0.mock(MockedSession.self, singleton: MockedSession(name: "fake")) }) {
            #expect(ScopedMocksHub.resolve(MockedSession.self).name == "fake")
            let greeter = ScopedMocksHub.resolve(SessionGreeter.self)
            #expect(greeter.session.name == "fake")
            // One instance per mock scope and generation.
            #expect(ScopedMocksHub.resolve(SessionGreeter.self) === greeter)
            ScopedMocksHub.resetScope(MockedScope.self)
            #expect(ScopedMocksHub.resolve(SessionGreeter.self) !== greeter)
        }
        // The reset inside the scope ended the process-wide generation too.
        let afterReset = ScopedMocksHub.resolve(MockedSession.self)
        #expect(afterReset !== real)
        #expect(afterReset.name == "real")
        #expect(ScopedMocksHub.resolve(SessionGreeter.self).session === afterReset)
    }

    @Test("A global mock of a scoped registration applies until reset, and never leaks into the real instance")
    func globalMock() {
        ScopedMocksHub.mock(MockedSession.self, singleton: MockedSession(name: "global"))
        #expect(ScopedMocksHub.resolve(SessionGreeter.self).session.name == "global")
        ScopedMocksHub.resetMocks()
        #expect(ScopedMocksHub.resolve(MockedSession.self).name == "real")
        #expect(ScopedMocksHub.resolve(SessionGreeter.self).session.name == "real")
    }
}
