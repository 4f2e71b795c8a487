/// What one generation of a scope is made from and made into: the inputs the latest
/// `startScope` bound and each scoped cell's instance of the generation.
///
/// A build holds the bindings of the generation it began in (`_HubScope.pinned`), so every
/// input it reads, directly or through other registrations, comes from one start, and its
/// instance goes to that generation's resolves, whatever starts land while it runs.
final class HubScopeBindings: @unchecked Sendable {
    // @unchecked: `inputs` never changes; `generations` only under `lock`.
    let scope: _HubScope
    /// The generation these bindings belong to.
    let generation: Int
    /// Each input store's values (a `_HubScopeInputs.Bound`), by store.
    private let inputs: [ObjectIdentifier: AnyObject]
    private let lock = HubLock()
    /// Each scoped cell's `Generation` for this generation, by the cell's number.
    private var generations: [Int: AnyObject] = [:]

    init(scope: _HubScope, generation: Int, inputs: [ObjectIdentifier: AnyObject]) {
        self.scope = scope
        self.generation = generation
        self.inputs = inputs
    }

    /// The bindings of the next generation: these inputs, with `store`'s replaced by `values`
    /// if given. Nothing made for this generation carries over.
    func next(binding values: AnyObject? = nil, for store: ObjectIdentifier? = nil) -> HubScopeBindings {
        var inputs = inputs
        if let store { inputs[store] = values }
        return HubScopeBindings(scope: scope, generation: generation + 1, inputs: inputs)
    }

    /// The values a start bound for `store` (the box it was given); nil before its first start.
    func input(of store: ObjectIdentifier) -> AnyObject? {
        inputs[store]
    }

    /// The object `cell` keeps for this generation, made with `make` the first time.
    func generation<Object: AnyObject>(of cell: Int, make: () -> Object) -> Object {
        lock.withLock {
            if let existing = generations[cell] { return unsafeDowncast(existing, to: Object.self) }
            let made = make()
            generations[cell] = made
            return made
        }
    }

    /// Lets go of what a cell that is gone kept here.
    func forget(cell: Int) {
        lock.withLock { _ = generations.removeValue(forKey: cell) }
    }
}

/// The bindings the builds running in a task hold, innermost first: a build of one scope
/// may resolve what another scope keeps (through a `.provider`, say).
final class HubScopePin: Sendable {
    let bindings: HubScopeBindings
    let outer: HubScopePin?

    init(_ bindings: HubScopeBindings, outer: HubScopePin?) {
        self.bindings = bindings
        self.outer = outer
    }

    /// The bindings of `scope` this task's builds hold, if any.
    func bindings(of scope: _HubScope) -> HubScopeBindings? {
        var pin: HubScopePin? = self
        while let current = pin {
            if current.bindings.scope === scope { return current.bindings }
            pin = current.outer
        }
        return nil
    }
}
