import FactoryKit
import Testing

/// A test double declared on the main actor: its mock closure keeps '@MainActor', and so the
/// registration it replaces is isolated to the main actor.
@MainActor
final class MockWeather: Weather {
    func forecast() -> String { "rain" }
}

@Suite(.container)
struct WeatherTests {
    @Test @MainActor func rain() {
        Container.shared.weather.register { @MainActor in MockWeather() }
        #expect(Container.shared.weather().forecast() == "rain")
    }
}

/// An override in a suite's initializer runs before each test, but it is no statement of a
/// test: it stays a global mock, which the caveat says parallel tests share.
struct ForecastTests {
    init() {
        Container.shared.weather.register { @MainActor in MockWeather() }
    }

    @Test @MainActor func forecast() async throws {
        Container.shared.weather.register { @MainActor in MockWeather() }
        let app: Any.Type = Int.self
        Container.shared.analytics.register { Analytics(app: app) }
        // After the overrides: the body of the scopes, one in the other.
        let forecast = Container.shared.weather().forecast()
        #expect(forecast == "rain")
    }
}
