import FactoryKit

func configure(apiKey: String) {
    Container.shared.config.register { Config(apiKey: apiKey) }
}

final class Screen {
    @WeakLazyInjected(\.analytics) var analytics
    @Injected(\.config) var config: Config
    // A container of another module, migrated with that module.
    @Injected(\StorageContainer.store) var store: Store

    func title() -> String {
        "\(Container.shared.report().text) for user \(Container.shared.user(1).id)"
    }

    func reset() {
        Container.shared.manager.reset(scope: .custom)
        print(Container.shared)
    }

    // A reset of one registration: it stays in Factory, which can do it.
    func restartJukebox() {
        Container.shared.jukebox.reset(.scope)
    }
}

final class ScreenTests {
    func testOverride() {
        Container.shared.config { Config(apiKey: "test") }
        Container.shared.reset()
    }
}

func featureReport() -> Report {
    FeatureContainer.shared.feature()
}

enum Shared {
    static let clock = Container.shared.clock()
}

// A member of the container that is not a registration: named as such.
func currentLimit() -> Int {
    Container.shared.helper()
}

extension Container {
    private var theme: Factory<Theme> {
        self { Theme(name: "dark") }
    }
}

// Built for iOS only, by its target, with no '#if': this stays on Factory, which forwards.
func startPlayer() {
    _ = Container.shared.player()
}
