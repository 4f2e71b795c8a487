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
}

/// A dependency a closure resolves: `r.resolve(A.self, name: "x")!` or `r ~> A.self`.
struct SwinjectDependency: Hashable {
    var type: String
    var name: String?
}
