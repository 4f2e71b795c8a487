import StaticHub

struct StubWeather: WeatherService {
    let text: String

    func forecast() -> String { text }
}

/// The one place this test target declares the mocks its tests start with.
extension WeatherHub: HubTestDefaults {
    static func testDefaults(_ mocks: inout Mocks) {
        mocks.mock((any WeatherService).self) { StubWeather(text: "stub forecast") }
    }
}
