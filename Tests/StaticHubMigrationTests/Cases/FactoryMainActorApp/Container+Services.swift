import FactoryKit

// An app target with Xcode's default isolation, MainActor: the hub the migration declares is a
// main-actor hub, so its test defaults take the spelling that compiles in any test target.

protocol Analytics {
    func track(_ event: String)
}

final class LiveAnalytics: Analytics {
    func track(_ event: String) {}
}

final class MockAnalytics: Analytics {
    func track(_ event: String) {}
}

protocol Weather {
    func forecast() -> String
}

struct LiveWeather: Weather {
    func forecast() -> String { "sun" }
}

struct SampleWeather: Weather {
    func forecast() -> String { "sample" }
}

extension Container {
    var analytics: Factory<any Analytics> {
        self { LiveAnalytics() }.singleton.onTest { MockAnalytics() }
    }

    // A preview context and a test context: a preview default and a test default.
    var weather: Factory<any Weather> {
        self { LiveWeather() }.onPreview { SampleWeather() }.context(.test) { SampleWeather() }
    }

    var clock: Factory<any Weather> {
        self { LiveWeather() }.context(.preview) { SampleWeather() }
    }
}

/// Its `context` is a property, not Factory's context override.
final class ModelContainer {
    let context = "main"
}

extension Container {
    var modelContainer: Factory<ModelContainer> {
        self { ModelContainer() }.singleton
    }
}

struct Library {
    let modelContainer = ModelContainer()

    func contextName() -> String { modelContainer.context }
}
