/// The scopes of the scoped registrations each registration resolves, directly or through
/// registrations made anew on each resolve; computed once per registration.
struct ScopesReached {
    let registrations: [WiredRegistration]
    let collections: [WiredCollection]
    /// For the registrations made anew on each resolve: the scopes they reach.
    private var computed: [Int: Set<TypeSyntax>] = [:]

    init(registrations: [WiredRegistration], collections: [WiredCollection]) {
        self.registrations = registrations
        self.collections = collections
    }

    private func targets(of node: Int) -> [Int] {
        registrations[node].parameters.flatMap { $0.source.eagerTargets(in: collections, registrations) }
    }

    /// The scopes `node` lives in or reaches: its own, if it is scoped, and its dependencies'.
    mutating func scopes(of node: Int) -> Set<TypeSyntax> {
        scopes(reachedBy: node).union(registrations[node].registration.scope.map { [$0.type] } ?? [])
    }

    /// What resolving `node`'s dependencies reaches.
    mutating func scopes(reachedBy node: Int) -> Set<TypeSyntax> {
        var scopes: Set<TypeSyntax> = []
        for target in targets(of: node) {
            let registration = registrations[target].registration
            switch registration.kind.lifetime {
            case .scoped: scopes.insert(registration.scope!.type)
            case .transient: scopes.formUnion(transientReach(target))
            case .singleton, .weakSingleton: break
            }
        }
        return scopes
    }

    /// Iterative depth-first, as a chain of dependencies can be tens of thousands long; a
    /// cycle (reported elsewhere) ends the walk.
    private mutating func transientReach(_ root: Int) -> Set<TypeSyntax> {
        if let done = computed[root] { return done }
        var inProgress: Set<Int> = [root]
        var stack: [(node: Int, targets: [Int], next: Int)] = [(root, targets(of: root), 0)]
        while let (node, nodeTargets, next) = stack.last {
            if next < nodeTargets.count {
                stack[stack.count - 1].next += 1
                let target = nodeTargets[next]
                if registrations[target].registration.kind.lifetime == .transient, computed[target] == nil,
                    inProgress.insert(target).inserted
                {
                    stack.append((target, targets(of: target), 0))
                }
                continue
            }
            stack.removeLast()
            var scopes: Set<TypeSyntax> = []
            for target in nodeTargets {
                let registration = registrations[target].registration
                switch registration.kind.lifetime {
                case .scoped: scopes.insert(registration.scope!.type)
                case .transient: scopes.formUnion(computed[target] ?? [])
                case .singleton, .weakSingleton: break
                }
            }
            computed[node] = scopes
        }
        return computed[root]!
    }
}
