/// The checks of a hub's wired graph: dependency cycles, with the full path, and a
/// registration that would need two actors.
extension WiringChecks {
    /// Reports each dependency cycle once, with the full path and a note per edge. An edge
    /// through a provider resolves later, on `make()`, so no cycle passes it.
    mutating func reportCycles(in registrations: [WiredRegistration], collections: [WiredCollection]) {
        enum Mark { case unvisited, inProgress, done }
        /// Each registration's eager edges: (parameter, target), several for a collection.
        func edges(of node: Int) -> [(parameter: Int, target: Int)] {
            registrations[node].parameters.enumerated().flatMap { index, parameter in
                parameter.source.eagerTargets(in: collections, registrations).map { (index, $0) }
            }
        }
        var marks = Array(repeating: Mark.unvisited, count: registrations.count)
        for root in registrations.indices where marks[root] == .unvisited {
            // Iterative depth-first search: (node, its edges, next edge to follow).
            var stack: [(node: Int, edges: [(parameter: Int, target: Int)], next: Int)] = [(root, edges(of: root), 0)]
            marks[root] = .inProgress
            while let (node, nodeEdges, next) = stack.last {
                guard next < nodeEdges.count else {
                    marks[node] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let provider = nodeEdges[next].target
                switch marks[provider] {
                case .unvisited:
                    marks[provider] = .inProgress
                    stack.append((provider, edges(of: provider), 0))
                case .inProgress:
                    let start = stack.firstIndex { $0.node == provider }!
                    reportCycle(stack[start...].map { ($0.node, $0.edges[$0.next - 1].parameter) }, in: registrations)
                case .done:
                    continue
                }
            }
        }
    }

    /// Reports each registration that would need two actors at once, on its line, naming where
    /// each actor comes from: two of its dependencies' or its own, or, on a hub isolated to an
    /// actor (`hubActor`), one other than the hub's, since its generated members share the
    /// hub's mock registry. Not its dependents, which inherit the conflict.
    mutating func reportConflictingIsolation(
        in registrations: [WiredRegistration], collections: [WiredCollection], hubActor: String?
    ) {
        func leavesHubActor(_ effects: Effects) -> Bool {
            guard let hubActor, let actor = effects.isolation else { return false }
            return actor.spelling != hubActor
        }
        for wired in registrations
        where wired.importedFrom == nil && (wired.effects.conflictingIsolation != nil || leavesHubActor(wired.effects)) {
            var sources: [(actor: String, reason: String)] = hubActor.map { [($0, "the hub's")] } ?? []
            if let own = wired.registration.declaredEffects.isolation {
                sources.append((own.spelling, "its 'isolation:'"))
            }
            var inherited = false
            for parameter in wired.parameters {
                for target in parameter.source.eagerTargets(in: collections, registrations) {
                    let effects = registrations[target].effects
                    // Reported at the dependency: in its own hub, or here if it is this hub's.
                    inherited =
                        inherited || effects.conflictingIsolation != nil
                        || (registrations[target].importedFrom == nil && leavesHubActor(effects))
                    if let actor = effects.isolation {
                        sources.append((actor.spelling, "which isolates '\(registrations[target].registration.identity.description)'"))
                    }
                }
            }
            guard !inherited, let first = sources.first, let second = sources.first(where: { $0.actor != first.actor }) else { continue }
            let message = DiagnosticMessage.LifetimesAndIsolation.conflictingIsolation(
                wired.registration.identity.description,
                first: first.actor, firstReason: first.reason,
                second: second.actor, secondReason: second.reason
            )
            diagnostics.append(Diagnostic(message, at: wired.registration.location))
        }
    }

    mutating func reportCycle(_ found: [(node: Int, parameter: Int)], in registrations: [WiredRegistration]) {
        // Start at a registration that can be taken as a provider, which the message suggests
        // (a collection's element cannot).
        let start = found.firstIndex { !registrations[$0.node].registration.kind.isCollectionElement } ?? 0
        let edges = Array(found[start...] + found[..<start])
        let names = edges.map { registrations[$0.node].registration.identity.description }
        let notes = edges.enumerated().map { offset, edge in
            let parameter = registrations[edge.node].parameters[edge.parameter].parameter
            let target = names[(offset + 1) % names.count]
            return Diagnostic.Note(.Graph.cycleEdge(names[offset], target), at: parameter.location)
        }
        let first = registrations[edges[0].node].registration
        diagnostics.append(
            Diagnostic(
                .Graph.dependencyCycle(names + [names[0]], breakWith: first.identity.parameterArguments), at: first.location, notes: notes)
        )
    }
}
