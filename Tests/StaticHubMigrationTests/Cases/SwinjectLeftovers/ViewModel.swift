import Swinject

final class ViewModel {
    let resolver: Resolver

    init(resolver: Resolver) {
        self.resolver = resolver
    }

    func optionalClock() -> Clock? {
        resolver.resolve(Clock.self, name: "card")
    }

    func clock() -> Clock {
        resolver.resolve(Clock.self, name: "card")!
    }

    var database: Database?

    // An optional assigned or chained takes the hub's value; a new binding keeps Swinject's.
    func connect() {
        database = resolver.resolve(Database.self)
        resolver.resolve(Database.self)?.open()
        if let fresh = resolver.resolve(Database.self) {
            fresh.open()
        }
    }

    // A name that is not a literal: the resolve cannot be mapped to a tag.
    func namedClock(_ name: String) -> Clock {
        resolver.resolve(Clock.self, name: name)!
    }

    // Resolves what moves into a manifest under '#if DEBUG': inside the same '#if' it becomes
    // the hub's; outside it, it stays on Swinject, which keeps a forwarder under the '#if'.
    func debugParser() -> Parser? {
        #if DEBUG
            return resolver.resolve(Parser.self, name: "debug")!
        #else
            return nil
        #endif
    }

    func anyParser() -> Parser {
        resolver.resolve(Parser.self, name: "debug")!
    }

    func loader() -> Loader {
        resolver.resolve(Loader.self, argument: URL(fileURLWithPath: "/"))!
    }
}
