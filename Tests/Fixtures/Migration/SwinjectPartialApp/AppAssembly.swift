import Swinject

extension ObjectScope {
    static let session = ObjectScope(storageFactory: PermanentStorage.init)
}

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Clock.self) { _ in Clock() }.inObjectScope(.container)
        container.register(Database.self) { _ in
            let database = Database()
            return database.opened()
        }.inObjectScope(.container)
        container.register(Repository.self) { r in Repository(database: r.resolve(Database.self)!) }
        container.register(Session.self) { r in Session(clock: r.resolve(Clock.self)!) }.inObjectScope(.session)
    }
}
