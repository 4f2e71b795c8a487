/// One pass of the catalog's effect propagation (`HubCatalog.propagateEffects()`): every hub's
/// own registrations, imported hubs first, each hub and registration computed once.
struct EffectPropagation {
    let catalog: HubCatalog
    /// By hub index: the effects of its own registrations, in order.
    var ownEffects: [Int: [Effects]] = [:]
    /// By hub index: the effects of each collection it composes.
    var collectionEffects: [Int: [RegistrationIdentity: Effects]] = [:]
    /// By hub index: the effects of everything it provides, its own and imported.
    var providedEffects: [Int: [RegistrationIdentity: Effects]] = [:]
    var hubsInProgress: Set<Int> = []

    init(catalog: HubCatalog) {
        self.catalog = catalog
    }

    mutating func provided(byHubAt index: Int) -> [RegistrationIdentity: Effects] {
        if let done = providedEffects[index] { return done }
        // An import cycle is reported elsewhere; here it only ends the walk.
        guard hubsInProgress.insert(index).inserted else { return [:] }
        let hub = catalog.hubs[index]
        var provided: [RegistrationIdentity: Effects] = [:]
        var collections: [RegistrationIdentity: Effects] = [:]
        for reference in hub.imports {
            guard let imported = catalog.hubIndex(named: reference.hubName) else { continue }
            provided.merge(self.provided(byHubAt: imported)) { first, _ in first }
            // A collection holds the elements of every hub its hub reaches.
            collections.merge(collectionEffects[imported] ?? [:]) { $0.union($1) }
        }
        let registrations = hub.registrations.map(\.registration)
        var own = OwnRegistrations(
            registrations: registrations, imported: provided, importedCollections: collections, isKnownSendable: catalog.isKnownSendable
        )
        let effects = registrations.indices.map { own.effects(ofRegistrationAt: $0) }
        for (registration, effects) in zip(registrations, effects) {
            if registration.kind.isCollectionElement {
                collections[registration.identity, default: Effects.none] = collections[registration.identity, default: Effects.none]
                    .union(effects)
            } else {
                provided[registration.identity] = effects
            }
        }
        // A collection that a registration takes is composed, if empty, too.
        for parameter in registrations.flatMap(\.parameters)
        where parameter.form == .collection && collections[parameter.requiredIdentity] == nil {
            collections[parameter.requiredIdentity] = Effects.none
        }
        ownEffects[index] = effects
        providedEffects[index] = provided
        collectionEffects[index] = collections
        return provided
    }
}

/// The effects of one hub's own registrations, each computed once.
struct OwnRegistrations {
    let registrations: [Registration]
    let imported: [RegistrationIdentity: Effects]
    let importedCollections: [RegistrationIdentity: Effects]
    let isKnownSendable: (TypeSyntax) -> Bool
    let positions: [RegistrationIdentity: Int]
    /// The hub's own elements of each collection.
    let elementPositions: [RegistrationIdentity: [Int]]
    var computed: [Int: Effects] = [:]
    var inProgress: Set<Int> = []

    init(
        registrations: [Registration],
        imported: [RegistrationIdentity: Effects],
        importedCollections: [RegistrationIdentity: Effects],
        isKnownSendable: @escaping (TypeSyntax) -> Bool
    ) {
        self.registrations = registrations
        self.imported = imported
        self.importedCollections = importedCollections
        self.isKnownSendable = isKnownSendable
        let enumerated = registrations.enumerated()
        self.positions = Dictionary(enumerated.filter { !$1.kind.isCollectionElement }.map { ($1.identity, $0) }) { first, _ in first }
        self.elementPositions = Dictionary(grouping: enumerated.filter { $1.kind.isCollectionElement }.map(\.offset)) {
            registrations[$0].identity
        }
    }

    /// The hub's own registrations that resolving `parameter` resolves: the one that
    /// provides it, or every element of its collection.
    func targets(of parameter: Registration.Parameter) -> [Int] {
        guard parameter.form.resolvesEagerly else { return [] }
        if parameter.form == .collection { return elementPositions[parameter.requiredIdentity] ?? [] }
        return positions[parameter.requiredIdentity].map { [$0] } ?? []
    }

    func allTargets(of position: Int) -> [Int] {
        registrations[position].parameters.flatMap(targets(of:))
    }

    /// What `parameter` brings from the imported hubs, when the hub itself does not provide it.
    func importedEffects(of parameter: Registration.Parameter) -> Effects {
        guard parameter.form.resolvesEagerly else { return .none }
        if parameter.form == .collection { return importedCollections[parameter.requiredIdentity] ?? .none }
        return positions[parameter.requiredIdentity] == nil ? imported[parameter.requiredIdentity] ?? .none : .none
    }

    /// Iterative depth-first: a chain of dependencies can be tens of thousands long.
    mutating func effects(ofRegistrationAt root: Int) -> Effects {
        if let done = computed[root] { return done }
        // Each frame: a registration, the registrations it resolves (several for a
        // collection), and the next of them to follow.
        var stack: [(position: Int, targets: [Int], next: Int)] = [(root, allTargets(of: root), 0)]
        inProgress.insert(root)
        while let (position, targets, next) = stack.last {
            if next < targets.count {
                stack[stack.count - 1].next += 1
                // A target still in progress closes a cycle, reported elsewhere: not followed.
                let target = targets[next]
                if computed[target] == nil, inProgress.insert(target).inserted {
                    stack.append((target, allTargets(of: target), 0))
                }
                continue
            }
            stack.removeLast()
            var effects = registrations[position].declaredEffects
            // An `.async` registration awaits what an actor isolates, if it may leave the
            // actor; otherwise it runs on that actor itself.
            let awaits = effects.isAsync
            func joined(_ dependency: Effects, of type: TypeSyntax) -> Effects {
                awaits && dependency.isolation != nil && isKnownSendable(type) ? dependency.awaited : dependency
            }
            for target in targets {
                effects = effects.union(
                    joined(computed[target] ?? registrations[target].declaredEffects, of: registrations[target].registeredType))
            }
            for parameter in registrations[position].parameters {
                effects = effects.union(joined(importedEffects(of: parameter), of: parameter.type))
            }
            computed[position] = effects
        }
        return computed[root]!
    }
}
