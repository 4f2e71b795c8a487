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
        // The resolver written '$0': it moves.
        container.register(Repository.self, name: "shorthand") { Repository(database: $0.resolve(Database.self)!) }
        // The registering code's own 'self': a manifest cannot see it, so it stays.
        container.register(Card.self) { _ in self.makeCard() }
        // Under '#if': it moves into a manifest under the same '#if'.
        #if DEBUG
            container.register(Parser.self, name: "debug") { _ in Parser(text: "debug") }
        #endif
        // Private to this file: the generated code, in another file, could not name it.
        container.register(Secret.self) { _ in Secret() }
        // Registered in each branch of one '#if': alternatives, each in a manifest under its branch.
        #if DEBUG
            container.register(Palette.self) { _ in Palette(name: "debug") }
        #else
            container.register(Palette.self) { _ in Palette(name: "release") }
        #endif
        // Alternatives whose callers would pass other arguments in each branch: both stay.
        #if DEBUG
            container.register(Badge.self) { (r, text: String) in Badge(text: text) }
        #else
            container.register(Badge.self) { _ in Badge(text: "release") }
        #endif
        // Resolves, in every build, what only a debug build registers: it stays.
        container.register(Inspector.self) { r in Inspector(parser: r.resolve(Parser.self, name: "debug")!) }
        // Each branch's dependency: the manifest's closure takes both, with a caveat.
        container.register(Report.self) { r in
            #if DEBUG
                Report(repository: r.resolve(Repository.self)!)
            #else
                Report(database: r.resolve(Database.self)!)
            #endif
        }
        // Registered under a protocol with '.implements', which has no StaticHub form: it stays,
        // and so does what resolves that protocol.
        container.register(SystemClock.self) { _ in SystemClock() }.implements(Clock.self)
        container.register(Ticker.self) { r in Ticker(clock: r.resolve(Clock.self)!) }
        // Not Swinject's: a table view's cell.
        table.register(Cell.self, forCellReuseIdentifier: "cell")
        // Forms it cannot read or move: each stays, with its reason.
        container.register(Holder.self) { Holder() }
        container.register(Holder.self, name: "empty") { _ in }
        container.autoregister(Holder.self, name: "made", initializer: makeHolder)
        container.register(Card.self, name: cardName) { _ in Card() }
        // What no file registers is the host app's: a requirement.
        container.register(Printer.self) { r in Printer(host: r.resolve(HostSettings.self)!) }
    }

    private let cardName = "card"

    private func makeHolder() -> Holder { Holder() }

    private let table = Table()

    private func makeCard() -> Card { Card() }
}

extension Container {
    /// A helper that does more than one 'register' call: what it registers stays.
    func registerLogged<Service>(_ type: Service.Type, factory: @escaping (Resolver) -> Service) {
        print("registering \(type)")
        register(type, factory: factory)
    }
}

private struct Secret {}
