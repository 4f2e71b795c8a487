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

    func loader() -> Loader {
        resolver.resolve(Loader.self, argument: URL(fileURLWithPath: "/"))!
    }
}
