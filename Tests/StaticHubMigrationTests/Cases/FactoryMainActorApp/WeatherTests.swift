import FactoryKit
import Testing

@testable import App

struct WeatherTests {
    @Test func forecastsTheSample() {
        #expect(Container.shared.weather().forecast() == "sample")
    }
}
