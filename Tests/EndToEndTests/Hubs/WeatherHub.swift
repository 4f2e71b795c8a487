import StaticHub

/// A hub whose live service no test may reach, and which the test target gives test defaults
/// (`TestDefaults.swift`): every test starts with a stub, without a trait or a scope.
enum WeatherHub {}

protocol WeatherService: Sendable {
    func forecast() -> String
}

/// Would call a weather API.
struct LiveWeather: WeatherService {
    func forecast() -> String { "live forecast" }
}

/// One per process, built from the service.
final class WeatherReport: Sendable {
    let text: String

    init(service: any WeatherService) {
        text = "report: " + service.forecast()
    }
}

extension WeatherHub {
    static let all: [HubRegistration] = [
        AutoRegister((any WeatherService).self, mustMockInTests: true, using: LiveWeather.init),
        SingletonRegister(WeatherReport.self, parameterTypes: (any WeatherService).self, using: WeatherReport.init(service:))
    ]
}
