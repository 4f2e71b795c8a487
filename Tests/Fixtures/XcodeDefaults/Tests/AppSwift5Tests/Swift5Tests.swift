import StaticHub
import StaticHubTesting
import Testing

@testable import App

final class NoonClock: Clock {
    func now() -> String { "12:00" }
}

// The same hub, from a test target in Swift 5 mode with the same defaults.
@Suite struct Swift5ModeTests {
    @Test func resolvesAndMocks() {
        #expect(AppHub.resolve(Order.self, number: 1).number == 1)
        AppHub.withMocks({ $0.mock((any Clock).self) { NoonClock() } }) {
            #expect(AppHub.resolveGreeter().greet("Ada").contains("12:00"))
        }
    }

    @Test(.hubMocks(AppHub.self) { $0.mock((any Clock).self, singleton: NoonClock()) })
    func trait() {
        #expect(AppHub.resolveGreeter().greet("Ada").contains("12:00"))
    }
}
