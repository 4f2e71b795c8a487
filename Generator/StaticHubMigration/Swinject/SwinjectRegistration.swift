/// One `container.register(…) { … }` or `container.autoregister(…)` statement, as read.
struct SwinjectRegistration {
    enum Factory {
        /// `{ r in Impl(a: r.resolve(A.self)!) }`
        case closure(FactoryClosure)
        /// `initializer: Impl.init` or `Impl.init(a:b:)`: the reference's tokens.
        case initializer(ClosedRange<Int>)
    }

    let sourceIndex: Int
    /// From the receiver to the end of the chain.
    let statement: ClosedRange<Int>
    /// The `register` or `autoregister` token, where messages point.
    let keyword: Int
    /// The registered type, spelled for a manifest.
    let type: String
    /// `name: "card"`'s text without quotes.
    let name: String?
    let factory: Factory
    /// The word of `.inObjectScope(.container)`, nil when there is none.
    let objectScope: String?
    /// The token of `.inObjectScope`, where its caveat points.
    let objectScopeToken: Int?
    /// False for a closure passed to an app's helper that calls it without the resolver
    /// (`registerSingleton(T.self) { T() }`).
    var takesResolver = true
    /// The `#if` clauses it is registered under: it moves into a manifest under the same ones.
    var condition: [ConditionClause] = []
}

/// An app's own registration function whose body is one plain `register` call, read like
/// Swinject's: `func registerSingleton<S>(_ type: S.Type, _ make: @escaping () -> S) {
/// register(type) { _ in make() }.inObjectScope(.container) }`.
struct RegistrationHelper {
    /// The object scope its body gives, nil for Swinject's default.
    let objectScope: String?
    /// Whether it passes the resolver on to the closure it is given.
    let passesResolver: Bool
    /// Whether it takes a `name:` and passes it on, so that a call's `name:` names the registration.
    let passesName: Bool
}

/// A dependency a closure resolves: `r.resolve(A.self, name: "x")!` or `r ~> A.self`.
struct SwinjectDependency: Hashable {
    var type: String
    var name: String?
}
