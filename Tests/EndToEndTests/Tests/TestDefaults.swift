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

/// A main-actor hub's defaults run on the main actor. This target's default isolation is
/// nonisolated, so the conformance says so itself.
extension MainActorHub: @MainActor HubTestDefaults {
    static func testDefaults(_ mocks: inout Mocks) {
        mocks.mock(ScreenTitle.self) { ScreenTitle(text: "default title") }
    }
}
