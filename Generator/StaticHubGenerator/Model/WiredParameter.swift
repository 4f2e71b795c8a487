/// One parameter of a wired registration: what the manifest wrote, and where generated code
/// gets its argument from.
struct WiredParameter: Sendable {
    /// Where a factory's argument comes from.
    enum Source: Sendable, Equatable {
        /// Passed by the caller of `resolve(…)`.
        case explicit
        /// The accessor of the hub's registration at this index (`.resolved`, or `.optional`
        /// when something provides it).
        case registration(Int)
        /// A `HubFactory` that calls the accessor of the registration at this index on `make()`.
        case provider(Int)
        /// `nil`: an `.optional` parameter nothing provides.
        case absent
        /// A resolved parameter nothing provides; reported, so never rendered.
        case missing

        /// The registration an edge of the dependency graph leads to.
        var target: Int? {
            switch self {
            case .registration(let index), .provider(let index): index
            case .explicit, .absent, .missing: nil
            }
        }

        /// The registration resolved whenever this one is: an edge that a cycle cannot pass.
        var eagerTarget: Int? {
            if case .registration(let index) = self { return index }
            return nil
        }
    }

    var parameter: Registration.Parameter
    var source: Source
}
