import Swinject

public protocol HTTPClient: Sendable {}

public final class URLSessionClient: HTTPClient {
    public init() {}
}

/// A library's public assembly: apps that import the module may assemble it, so what it
/// registers stays there as forwarders, with a caveat on how to retire them.
public struct NetworkAssembly: Assembly {
    public init() {}

    public func assemble(container: Container) {
        container.register((any HTTPClient).self) { _ in URLSessionClient() }.inObjectScope(.container)
    }
}
