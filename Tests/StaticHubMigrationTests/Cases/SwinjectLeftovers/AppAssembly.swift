import Swinject
import SwinjectAutoregistration

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Database.self) { r in
            let database = Database()
            database.open()
            return database
        }
        container.register(Cache.self) { _ in Cache() }.inObjectScope(.session)
        container.register(Repository.self) { r in Repository(database: r.resolve(Database.self)!) }
        container.register(Loader.self) { r, url in Loader(url: url.absoluteURL) }
        container.autoregister(Parser.self, argument: String.self, initializer: Parser.init)
        container.register(Clock.self, name: "card") { _ in SystemClock() }
        container.registerLogged(Cache.self) { _ in Cache() }
    }
}

extension Container {
    /// A helper that does more than one 'register' call: what it registers stays.
    func registerLogged<Service>(_ type: Service.Type, factory: @escaping (Resolver) -> Service) {
        print("registering \(type)")
        register(type, factory: factory)
    }
}
