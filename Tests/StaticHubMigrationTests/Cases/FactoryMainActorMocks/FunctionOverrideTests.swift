import FactoryKit
import Testing

@MainActor func makeMockWeather() -> any Weather { MockWeather() }

@Suite(.container, .serialized)
struct FactoryFunctionTests {
    /// An override that names a function, not a closure: left, with the mock to write.
    @Test(.container) @MainActor func fromAFunction() {
        Container.shared.weather.register(factory: makeMockWeather)
        #expect(Container.shared.weather().forecast() == "rain")
    }
}
