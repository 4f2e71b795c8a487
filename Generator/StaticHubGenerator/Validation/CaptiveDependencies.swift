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
        registrations.indices.compactMap { holder in
            guard registrations[holder].importedFrom == nil, isShared(registrations[holder].registration.kind.lifetime),
                  let path = capturingPath(from: holder, in: registrations, collections: collections)
            else { return nil }
            return diagnostic(for: path, holder: holder, in: registrations)
        }
    }

    private static func isShared(_ lifetime: RegistrationKind.Lifetime) -> Bool {
        lifetime != .transient
    }

    /// One edge of a path: the registration, and which of its parameters leads on.
    private typealias Edge = (node: Int, parameter: Int)

    /// The shortest path from `holder` to a scoped registration it must not keep, if any.
    /// Breadth-first over eager edges, passing only transient registrations.
    private static func capturingPath(from holder: Int, in registrations: [WiredRegistration], collections: [WiredCollection]) -> (edges: [Edge], captured: Int)? {
        let holderScope = registrations[holder].registration.scope?.type
        var cameFrom: [Int: Edge] = [:]
        var queue = [holder]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for (index, parameter) in registrations[node].parameters.enumerated() {
                for target in parameter.source.eagerTargets(in: collections) where target != holder && cameFrom[target] == nil {
                    cameFrom[target] = (node, index)
                    let lifetime = registrations[target].registration.kind.lifetime
                    if lifetime == .scoped, registrations[target].registration.scope?.type != holderScope {
                        var edges: [Edge] = []
                        var current = target
                        while let edge = cameFrom[current], current != holder {
                            edges.insert(edge, at: 0)
                            current = edge.node
                        }
                        return (edges, target)
                    }
                    if lifetime == .transient { queue.append(target) }
                }
            }
        }
        return nil
    }

    private static func diagnostic(for path: (edges: [Edge], captured: Int), holder: Int, in registrations: [WiredRegistration]) -> Diagnostic {
        let holding = registrations[holder].registration
        let captured = registrations[path.captured].registration
        let names = path.edges.map { registrations[$0.node].registration.identity.description } + [captured.identity.description]
        let holderDescription = switch holding.kind.lifetime {
        case .scoped: "the '\(holding.scope!.type.spelling)'-scoped '\(names[0])'"
        case .weakSingleton: "the weak singleton '\(names[0])'"
        default: "the singleton '\(names[0])'"
        }
        let first = holding.parameters[path.edges[0].parameter]
        let notes = path.edges.enumerated().dropFirst().map { offset, edge in
            let parameter = registrations[edge.node].registration.parameters[edge.parameter]
            return Diagnostic.Note(.captiveDependencyEdge(names[offset], names[offset + 1]), at: parameter.location)
        }
        let message = DiagnosticMessage.captiveDependency(
            holder: holderDescription,
            holderName: names[0],
            captured: names.last!,
            scope: captured.scope!.type.spelling,
            path: names,
            firstDependency: first.requiredIdentity.parameterArguments
        )
        return Diagnostic(message, at: first.location, notes: notes)
    }
}
