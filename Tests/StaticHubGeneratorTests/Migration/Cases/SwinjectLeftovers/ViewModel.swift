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

    func loader() -> Loader {
        resolver.resolve(Loader.self, argument: URL(fileURLWithPath: "/"))!
    }
}
