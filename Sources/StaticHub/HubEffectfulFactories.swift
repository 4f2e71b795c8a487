/// `HubFactory` for a registration that throws: `factory(of:)` of a registration whose
/// effects (declared, or inherited from its dependencies) are `.throws`.
public struct HubThrowingFactory<Output> {
    private let body: () throws -> Output

    /// Creates a factory that calls `body` on each `make()`.
    public init(_ body: @escaping () throws -> Output) {
        self.body = body
    }

    /// Creates a new value (or returns the shared one, for a singleton).
    public func make() throws -> Output {
        try body()
    }
}

/// `HubFactory` for a registration that suspends: effects `.async`.
public struct HubAsyncFactory<Output> {
    private let body: () async -> Output

    /// Creates a factory that calls `body` on each `make()`.
    public init(_ body: @escaping () async -> Output) {
        self.body = body
    }

    /// Creates a new value (or returns the shared one, for a singleton). Runs on the caller's
    /// actor, so a factory that may not leave it (a main-actor hub's) is not sent anywhere.
    public func make(isolation: isolated (any Actor)? = #isolation) async -> Output {
        await body()
    }
}

/// `HubFactory` for a registration that suspends and throws: effects `[.async, .throws]`.
public struct HubAsyncThrowingFactory<Output> {
    private let body: () async throws -> Output

    /// Creates a factory that calls `body` on each `make()`.
    public init(_ body: @escaping () async throws -> Output) {
        self.body = body
    }

    /// Creates a new value (or returns the shared one, for a singleton). Runs on the caller's
    /// actor, so a factory that may not leave it (a main-actor hub's) is not sent anywhere.
    public func make(isolation: isolated (any Actor)? = #isolation) async throws -> Output {
        try await body()
    }
}
