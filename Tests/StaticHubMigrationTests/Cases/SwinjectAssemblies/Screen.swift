import Swinject

struct Screen {
    /// Through the app's function that returns the resolver: rewritten.
    let profile = resolver().resolve(Profile.self, argument: 7)!
    let feed = resolver().resolve(Feed.self)!

    /// An optional resolve with an argument stays: the registration forwards with its argument.
    func other() -> Profile? {
        assembler.resolver.resolve(Profile.self, argument: 8)
    }
}
