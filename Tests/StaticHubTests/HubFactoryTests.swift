import StaticHub
import Testing

@Suite("HubFactory")
struct HubFactoryTests {
    @Test("make() calls the body every time")
    func makeCallsBody() {
        final class Counter {
            var calls = 0
        }
        let counter = Counter()
        let factory = HubFactory<Int> {
            counter.calls += 1
            return counter.calls
        }
        #expect(factory.make() == 1)
        #expect(factory.make() == 2)
        #expect(counter.calls == 2)
    }
}
