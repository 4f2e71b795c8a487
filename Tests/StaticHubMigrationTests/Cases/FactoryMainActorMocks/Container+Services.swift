import FactoryKit

protocol Weather {
    func forecast() -> String
}

final class LiveWeather: Weather {
    func forecast() -> String { "sun" }
}

/// A type's metatype passed to an initializer, as SDKs take `FirebaseApp.self`: not the container.
enum FirebaseApp {}

struct Analytics {
    let app: Any.Type
}

extension Container {
    var weather: Factory<any Weather> {
        self { LiveWeather() }
    }

    var analytics: Factory<Analytics> {
        self { Analytics(app: FirebaseApp.self) }.singleton
    }
}
