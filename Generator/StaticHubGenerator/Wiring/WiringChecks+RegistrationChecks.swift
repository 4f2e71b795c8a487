/// The checks of a hub's registrations as they are admitted: what a scope input's default
/// may reach, and a collection whose accessor would clash with another.
extension WiringChecks {
    /// Reports each of the hub's scope inputs whose default `startScope` could not make as a
    /// default argument: one that would suspend, throw or need an actor other than the hub's,
    /// or that reaches something of its own scope, which `startScope` would read from the
    /// generation it ends.
    mutating func reportInputDefaultProblems(
        in registrations: [WiredRegistration], collections: [WiredCollection], hubActor: String?
    ) {
        for wired in registrations where wired.importedFrom == nil && wired.registration.hasInputDefault {
            let input = wired.registration
            let effects = wired.effects
            let leavesHubActor = effects.isolation.map { $0.spelling != hubActor } ?? false
            if !effects.isNone || leavesHubActor {
                let words = effects.typeWords + (leavesHubActor ? ["isolated to '\(effects.isolation!.spelling)'"] : [])
                let message = DiagnosticMessage.LifetimesAndIsolation.inputDefaultWithEffects(
                    input.identity.description, effects: words.joined(separator: " and "))
                diagnostics.append(Diagnostic(message, at: input.factory.location))
                continue
            }
            var visited: Set<Int> = []
            var pending = wired.parameters.flatMap { $0.source.eagerTargets(in: collections, registrations) }
            while let next = pending.popLast() {
                guard visited.insert(next).inserted else { continue }
                let reached = registrations[next].registration
                if reached.kind.lifetime == .scoped, reached.scope?.type == input.scope?.type {
                    let message = DiagnosticMessage.LifetimesAndIsolation.inputDefaultReachesScope(
                        input.identity.description, reached: reached.identity.description, scope: input.scope!.type.spelling)
                    diagnostics.append(Diagnostic(message, at: input.factory.location))
                    break
                }
                pending += registrations[next].parameters.flatMap { $0.source.eagerTargets(in: collections, registrations) }
            }
        }
    }

    /// `resolveAllAnalyticsSink()` is also the accessor of a registration whose plain name is
    /// `AllAnalyticsSink`, or of another collection with the same plain name.
    mutating func reportAccessorClashes(of collections: [WiredCollection], with admitted: [CatalogRegistration]) {
        var byPlainName: [String: Int] = [:]
        for (index, registration) in admitted.enumerated() where registration.elementNumber == nil {
            byPlainName[registration.plainName] = byPlainName[registration.plainName] ?? index
        }
        var collectionsByName: [String: WiredCollection] = [:]
        for collection in collections {
            let name = collection.accessorName
            if let index = byPlainName["All" + collection.plainName] {
                let other = admitted[index].registration
                let message = DiagnosticMessage.Graph.collectionAccessorNameClash(
                    name, collection: collection.identity.description, other: other.identity.description, otherIsCollection: false)
                let note = Diagnostic.Note(.Graph.clashingRegistration(other.identity.description), at: other.location)
                diagnostics.append(Diagnostic(message, at: collection.location, notes: [note]))
            } else if let first = collectionsByName[name] {
                let message = DiagnosticMessage.Graph.collectionAccessorNameClash(
                    name, collection: collection.identity.description, other: first.identity.description, otherIsCollection: true)
                let note = Diagnostic.Note(.Graph.clashingRegistration(first.identity.description), at: first.location)
                diagnostics.append(Diagnostic(message, at: collection.location, notes: [note]))
            } else {
                collectionsByName[name] = collection
            }
        }
    }
}
