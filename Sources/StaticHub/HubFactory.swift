/// A deferred resolve: `make()` creates a value each time it is called.
///
/// Generated `factory(of:)` functions return one, so a consumer can create instances
/// lazily without knowing the hub:
///
/// ```swift
/// let makeTheme = Dependency.factory(of: (any ThemeProtocol).self)
/// let theme = makeTheme.make()
/// ```
///
/// A `HubFactory` may capture the explicit arguments it was made with, so it is not
/// `Sendable`. To create values in another isolation domain, pass the generated
/// `<Name>Factory` struct instead: it holds no state and is `Sendable`.
public struct HubFactory<Output> {
    private let body: () -> Output

    /// Creates a factory that calls `body` on each `make()`.
    public init(_ body: @escaping () -> Output) {
        self.body = body
    }

    /// Creates a new value (or returns the shared one, for a singleton).
    public func make() -> Output {
        body()
    }
}
