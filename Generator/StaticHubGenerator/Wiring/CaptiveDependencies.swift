/// Finds the registrations that would keep a scoped instance past its scope's reset: a
/// singleton or weak singleton that resolves a scoped registration, or a scoped registration
/// that resolves one of another scope, directly or through registrations made anew on each
/// resolve. A `.provider` edge resolves on each `make()`, so it captures nothing.
///
/// Reported on the holder's first dependency on the path (where `.provider` would go), with
/// the path and a note on each further edge. Imported registrations were checked in their
/// own hubs; only the hub's own are holders here.
enum CaptiveDependencies {
    static func diagnostics(in registrations: [WiredRegistration], collections: [WiredCollection]) -> [Diagnostic] {
        // Most hubs have no scope: nothing to walk.
        guard registrations.contains(where: { $0.registration.kind.lifetime == .scoped }) else { return [] }
        var reach = ScopesReached(registrations: registrations, collections: collections)
        return registrations.indices.compactMap { holder in
            let registration = registrations[holder].registration
            guard registrations[holder].importedFrom == nil, isShared(registration.kind.lifetime) else { return nil }
            // Cheap first: the scopes its dependencies reach, each registration walked once.
            let scopes = reach.scopes(reachedBy: holder)
            guard scopes.contains(where: { $0 != registration.scope?.type }),
                let path = capturingPath(from: holder, in: registrations, collections: collections)
            else { return nil }
            return diagnostic(for: path, holder: holder, in: registrations)
        }
    }

    /// How many registrations a long path shows at each end.
    private static let longPathEnds = 4

    private static func isShared(_ lifetime: RegistrationKind.Lifetime) -> Bool {
        lifetime != .transient
    }

    /// One edge of a path: the registration, and which of its parameters leads on.
    private typealias Edge = (node: Int, parameter: Int)

    /// The shortest path from `holder` to a scoped registration it must not keep, if any.
    /// Breadth-first over eager edges, passing only transient registrations.
    private static func capturingPath(from holder: Int, in registrations: [WiredRegistration], collections: [WiredCollection]) -> (
        edges: [Edge], captured: Int
    )? {
        let holderScope = registrations[holder].registration.scope?.type
        var cameFrom = [Edge?](repeating: nil, count: registrations.count)
        var queue = [holder]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for (index, parameter) in registrations[node].parameters.enumerated() {
                for target in parameter.source.eagerTargets(in: collections, registrations)
                where target != holder && cameFrom[target] == nil {
                    cameFrom[target] = (node, index)
                    let lifetime = registrations[target].registration.kind.lifetime
                    if lifetime == .scoped, registrations[target].registration.scope?.type != holderScope {
                        var edges: [Edge] = []
                        var current = target
                        while current != holder, let edge = cameFrom[current] {
                            edges.append(edge)
                            current = edge.node
                        }
                        return (edges.reversed(), target)
                    }
                    if lifetime == .transient { queue.append(target) }
                }
            }
        }
        return nil
    }

    private static func diagnostic(for path: (edges: [Edge], captured: Int), holder: Int, in registrations: [WiredRegistration])
        -> Diagnostic
    {
        let holding = registrations[holder].registration
        let captured = registrations[path.captured].registration
        let names = path.edges.map { registrations[$0.node].registration.identity.description } + [captured.identity.description]
        let holderDescription =
            switch holding.kind.lifetime {
            case .scoped: "the '\(holding.scope!.type.spelling)'-scoped '\(names[0])'"
            case .weakSingleton: "the weak singleton '\(names[0])'"
            default: "the singleton '\(names[0])'"
            }
        let first = holding.parameters[path.edges[0].parameter]
        // A long path is shown by its ends: the holder's side, where the fix goes, and the
        // scoped side, where the capture is.
        let shownEdges = path.edges.indices.dropFirst().filter { $0 <= longPathEnds || $0 >= path.edges.count - longPathEnds }
        let notes = shownEdges.map { offset in
            let edge = path.edges[offset]
            let parameter = registrations[edge.node].registration.parameters[edge.parameter]
            return Diagnostic.Note(.LifetimesAndIsolation.captiveDependencyEdge(names[offset], names[offset + 1]), at: parameter.location)
        }
        let message = DiagnosticMessage.LifetimesAndIsolation.captiveDependency(
            holder: holderDescription,
            holderName: names[0],
            captured: names.last!,
            scope: captured.scope!.type.spelling,
            path: names.count <= 2 * longPathEnds + 1
                ? names
                : Array(names.prefix(longPathEnds)) + ["… \(names.count - 2 * longPathEnds) more …"] + Array(names.suffix(longPathEnds)),
            firstDependency: first.requiredIdentity.parameterArguments,
            isTaskScope: captured.scope!.isTask
        )
        return Diagnostic(message, at: first.location, notes: notes)
    }
}
