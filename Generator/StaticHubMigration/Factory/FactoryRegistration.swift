/// One `var x: Factory<T> { self { … } }` of an `extension Container`, as read.
struct FactoryRegistration {
    /// The property's name: `x` in `Container.shared.x()`.
    let name: String
    let sourceIndex: Int
    /// The member's tokens, modifiers to closing brace.
    let member: ClosedRange<Int>
    /// The property name's token, where messages about it point.
    let nameToken: Int
    /// The registered type, spelled for a manifest.
    let type: String
    /// `P` of `ParameterFactory<P, T>`, spelled for a manifest.
    let explicitParameter: String?
    let closure: FactoryClosure
    /// `.singleton`, `.scope(.session)`: each modifier's name, the word in its parentheses, and
    /// its token.
    let modifiers: [(name: String, argument: String?, token: Int)]
    /// A tag, when an earlier property registers the same type.
    var tag: String?
    /// The registration this one is another name for: `api` of `var client: Factory<any API> { api }`.
    /// Its closure is then the property's body.
    var aliasOf: String?
    /// The clauses of the `#if` blocks around the property, outermost first: the manifest
    /// that holds it goes under the same.
    var condition: [ConditionClause] = []
}

/// What an extension of a container (`extension Container`), or an app container's own class
/// body, holds in one file.
struct ContainerExtension {
    /// `Container`, or the app container's name.
    let container: String
    /// The body of `final class NetworkContainer: SharedContainer { … }`: it stays whatever
    /// moves (its `shared` and `manager` are the container's own).
    let isClassBody: Bool
    let sourceIndex: Int
    /// From the first modifier or attribute to the closing brace.
    let declaration: ClosedRange<Int>
    /// The members that are not registrations StaticHub can read.
    var otherMembers: [Int] = []
    var registrations: [String] = []
}
