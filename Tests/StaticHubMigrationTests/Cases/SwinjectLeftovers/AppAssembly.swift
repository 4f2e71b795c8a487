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
    }
}
