import StaticHub
import Testing

/// `HubTestDefaults`: declared once (`TestDefaults.swift`), they apply to every test of the
/// process beneath its own mocks. Serialized for the global mocks; no other suite uses the hub.
@Suite("Test defaults", .serialized)
struct TestDefaultsTests {
    @Test("A test with no mocks of its own gets the defaults: the live service is never made, singletons included")
    func defaultsApply() {
        #expect(WeatherHub.resolveWeatherService().forecast() == "stub forecast")
        #expect(WeatherHub.resolve(WeatherReport.self).text == "report: stub forecast")
        #expect(WeatherHub.resolveWeatherReport() === WeatherHub.resolveWeatherReport())
    }

    @Test("A test's scoped mock wins over the defaults, inside its scope only")
    func scopedMockWins() {
        WeatherHub.withMocks {
            $0.mock((any WeatherService).self, singleton: StubWeather(text: "scoped"))
        } operation: {
            #expect(WeatherHub.resolveWeatherReport().text == "report: scoped")
        }
        #expect(WeatherHub.resolveWeatherService().forecast() == "stub forecast")
    }

    @Test("A global mock wins too, and resetMocks() brings the defaults back, not the live service")
    func globalMockWinsAndResetKeepsDefaults() {
        WeatherHub.mock((any WeatherService).self, singleton: StubWeather(text: "global"))
        #expect(WeatherHub.resolveWeatherService().forecast() == "global")
        #expect(WeatherHub.resolveWeatherReport().text == "report: global")
        WeatherHub.resetMocks()
        #expect(WeatherHub.resolveWeatherService().forecast() == "stub forecast")
        #expect(WeatherHub.resolveWeatherReport().text == "report: stub forecast")
    }

    @Test("A main-actor hub's defaults apply on the main actor, and a scoped mock still wins")
    @MainActor func mainActorHubDefaults() {
        #expect(MainActorHub.resolveScreenTitle().text == "default title")
        MainActorHub.withMocks({ $0.mock(ScreenTitle.self) { ScreenTitle(text: "scoped title") } }) {
            #expect(MainActorHub.resolveScreenTitle().text == "scoped title")
        }
    }
}
