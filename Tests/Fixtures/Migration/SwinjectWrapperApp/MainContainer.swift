import Swinject

extension Container {
    /// The app's one container, which its property wrapper resolves from.
    nonisolated(unsafe) static let main = Container()

    /// The app's own registration helper.
    func registerSingleton<Service>(_ type: Service.Type, _ make: @escaping () -> Service) {
        register(type) { _ in make() }.inObjectScope(.container)
    }

    /// A helper that hands its closure to Swinject's `_register`, as extensions of Swinject do.
    func registerShared<Service>(_ type: Service.Type, factory: @escaping (Resolver) -> Service) {
        _register(type, factory: factory).inObjectScope(.container)
    }

    /// A helper in the shape real apps give their `registerSingleton` (curzel-it/pipper's): it
    /// returns the entry and passes an optional name on to `_register`.
    @discardableResult
    func registerNamed<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        _register(serviceType, factory: factory, name: name)
            .inObjectScope(.container)
    }
}

enum AppContainer {
    static func configure(_ container: Container) {
        container.register(Clock.self) { _ in Clock() }.inObjectScope(.container)
        container.register(Greeter.self) { r in Greeter(clock: r.resolve(Clock.self)!) }
        container.registerSingleton(Analytics.self) { Analytics() }
        container.registerShared(Tracker.self) { r in Tracker(clock: r.resolve(Clock.self)!) }
        container.registerNamed(Region.self) { _ in Region(code: "eu") }
        container.registerNamed(Region.self, name: "fallback") { _ in Region(code: "us") }
    }
}

/// The app's own property wrapper: it resolves whatever it is asked through the container,
/// which no migration can follow.
@propertyWrapper
struct Inject<Service> {
    var wrappedValue: Service { Container.main.resolve(Service.self)! }
}
