/// The provider of a registration isolated to the main actor (`isolation: MainActor.self`),
/// taken by a registration that is not: `.provider(T.self)` stops the isolation there, and
/// `make()` carries it. So a dependent made anywhere can hold it, and main-actor code calls
/// `make()` without `await`, for a value that need not be `Sendable`.
public struct HubMainActorFactory<Output>: Sendable {
    private let body: @MainActor @Sendable () -> Output

    /// Creates a factory that calls `body` on each `make()`.
    public init(_ body: @escaping @MainActor @Sendable () -> Output) {
        self.body = body
    }

    /// Creates a new value (or returns the shared one, for a singleton), on the main actor.
    @MainActor
    public func make() -> Output {
        body()
    }
}
