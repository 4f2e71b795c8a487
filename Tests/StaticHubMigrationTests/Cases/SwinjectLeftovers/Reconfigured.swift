import Swinject

// Registered at launch, and again while the app runs: both stay, since a moved registration
// would ignore the second.
final class ThemeSetup {
    let container = Container()

    func start() {
        container.register(Theme.self) { _ in Theme(name: "light") }
    }

    func use(_ name: String) {
        container.register(Theme.self) { _ in Theme(name: name) }
    }
}
