/// One parameter of a wired registration: what the manifest wrote, and where generated code
/// gets its argument from.
struct WiredParameter: Sendable {
    /// Where a factory's argument comes from. New parameter forms (optional, provider,
    /// collection, imported from another hub) are new cases here.
    enum Source: Sendable, Equatable {
        /// Passed by the caller of `resolve(…)`.
        case explicit
        /// The accessor of the hub's registration at this index.
        case registration(Int)
        /// A resolved parameter nothing provides; reported, so never rendered.
        case missing

        /// The registration an edge of the dependency graph leads to.
        var provider: Int? {
            if case .registration(let index) = self { return index }
            return nil
        }
    }

    var parameter: Registration.Parameter
    var source: Source
}
