import Swinject

extension Container {
    /// The app's one container, which its property wrapper resolves from.
    nonisolated(unsafe) static let main = Container()

    /// The app's own registration helper.
    func registerSingleton<Service>(_ type: Service.Type, _ make: @escaping () -> Service) {
        register(type) { _ in make() }.inObjectScope(.container)
    }
}

enum AppContainer {
    static func configure(_ container: Container) {
        container.register(Clock.self) { _ in Clock() }.inObjectScope(.container)
        container.register(Greeter.self) { r in Greeter(clock: r.resolve(Clock.self)!) }
        container.registerSingleton(Analytics.self) { Analytics() }
    }
}

/// The app's own property wrapper: it resolves whatever it is asked through the container,
/// which no migration can follow.
@propertyWrapper
struct Inject<Service> {
    var wrappedValue: Service { Container.main.resolve(Service.self)! }
}
