import Swinject

// A server's one container, global, as a Vapor backend on Swinject keeps it.
nonisolated(unsafe) let appContainer: Container = {
    let container = Container()
    container.register(EnvironmentConfigType.self) { _ in EnvironmentConfig.load() }
    container.register(JSONHelperType.self) { _ in JSONHelper() }
    return container
}()

extension Container {
    /// The app's own non-optional resolves: they stop the process when nothing is registered.
    func resolve<S>(_ type: S.Type) -> S {
        guard let service = resolve(type.self) else {
            fatalError("No classes conforming to \(S.self) was injected")
        }
        return service
    }

    /// Resolves the type the context asks for: `let config: EnvironmentConfigType = appContainer.resolve()`.
    func resolve<S>() -> S {
        guard let service = resolve(S.self) else {
            fatalError("No classes conforming to \(S.self) was injected")
        }
        return service
    }
}
