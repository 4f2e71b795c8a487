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
        /// The accessor of the hub's collection at this index (`.collection`).
        case collection(Int)
        /// `nil`: an `.optional` parameter nothing provides.
        case absent
        /// A `HubRequirement` of the hub: each importing hub passes it to the registration's
        /// `_openMake…` function, which takes it as a parameter.
        case requirement
        /// A resolved parameter nothing provides; reported, so never rendered.
        case missing

        /// The registrations that resolving this parameter resolves at once: a cycle cannot
        /// pass through them. A provider's target is resolved later, on `make()`. A target with
        /// alternatives is each of them, in its build.
        func eagerTargets(in collections: [WiredCollection], _ registrations: [WiredRegistration]) -> [Int] {
            switch self {
            case .registration(let index): [index] + registrations[index].alternatives
            case .collection(let index): collections[index].elements
            case .explicit, .provider, .absent, .missing, .requirement: []
            }
        }
    }

    let parameter: Registration.Parameter
    let source: Source
    /// Whether an open registration's `_openMake…` function takes it from the importing hub
    /// (a requirement, or another registration importers build) instead of resolving it:
    /// decided with the hub's model, so rendering only reads it.
    let isPassedByImporters: Bool

    init(parameter: Registration.Parameter, source: Source, isPassedByImporters: Bool = false) {
        self.parameter = parameter
        self.source = source
        self.isPassedByImporters = isPassedByImporters
    }
}
