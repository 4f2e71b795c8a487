/// The graph's edges: each resolved parameter linked to its provider, and the cycles and
/// conflicting isolations the links make.
extension HubModelBuilder {
    /// Points each resolved parameter at the registration that provides it, reporting one that
    /// none provides and one whose provider needs arguments only a caller has.
    mutating func linkProviders(
        of registrations: [WiredRegistration],
        collections: [WiredCollection],
        byIdentity: [RegistrationIdentity: Int],
        requirements: Set<RegistrationIdentity>,
        hidden: [RegistrationIdentity: HubCatalog.HiddenRegistration],
        hubName: String
    ) -> [WiredRegistration] {
        var wired = registrations
        // Per `HubImport` and required type: the hub requiring it and the copies that take it.
        var unprovided: [(location: SourceLocation, required: RegistrationIdentity, hub: String, dependents: [String])] = []
        for index in wired.indices {
            let registration = wired[index].registration
            guard wired[index].importedFrom == nil else {
                // Checked in its own hub; linked only so the graph draws its edges. A provider
                // internal to the other module is not imported, and a collection is its hub's
                // own, so those edges stay unlinked.
                wired[index].parameters = registration.parameters.map { parameter in
                    let target = parameter.form == .explicit || parameter.form == .collection ? nil : byIdentity[parameter.requiredIdentity]
                    return WiredParameter(parameter: parameter, source: Self.source(of: parameter, target: target) ?? .missing)
                }
                continue
            }
            wired[index].parameters = registration.parameters.map { parameter in
                guard parameter.form != .explicit else { return WiredParameter(parameter: parameter, source: .explicit) }
                let required = parameter.requiredIdentity
                if parameter.form == .collection {
                    // Composed for every `.collection` parameter, so always found.
                    return WiredParameter(parameter: parameter, source: .collection(collections.firstIndex { $0.identity == required }!))
                }
                if requirements.contains(required) { return WiredParameter(parameter: parameter, source: .requirement) }
                guard let provider = byIdentity[required] else {
                    if let declaring = wired[index].rebuiltFrom, parameter.form != .optional {
                        let dependent = registration.identity.description
                        if let known = unprovided.firstIndex(where: { $0.location == parameter.location && $0.required == required }) {
                            unprovided[known].dependents.append(dependent)
                        } else {
                            unprovided.append((parameter.location, required, declaring, [dependent]))
                        }
                        return WiredParameter(parameter: parameter, source: .missing)
                    }
                    if collections.contains(where: { $0.identity == required && !$0.elements.isEmpty }) {
                        let message = DiagnosticMessage.collectionTakenAsSingle(
                            required.description, hub: hubName, imported: MissingDependencyAdvisor.importedHubNames(in: registrations),
                            parameter: required.parameterArguments
                        )
                        diagnostics.append(Diagnostic(message, at: parameter.location))
                        return WiredParameter(parameter: parameter, source: .missing)
                    }
                    if let registration = hidden[required] {
                        let message = DiagnosticMessage.importedRegistrationNotPublic(
                            required.description, hub: registration.hubName, module: registration.module, culprit: registration.culprit
                        )
                        let note = Diagnostic.Note(
                            .importedRegistration(required.description, hub: registration.hubName), at: registration.location)
                        diagnostics.append(Diagnostic(message, at: parameter.location, notes: [note]))
                        return WiredParameter(parameter: parameter, source: .missing)
                    }
                    // An optional dependency nothing provides is `nil`, by design.
                    if parameter.form == .optional { return WiredParameter(parameter: parameter, source: .absent) }
                    let imported = Set(MissingDependencyAdvisor.importedHubNames(in: registrations))
                    let message =
                        if let elsewhere = dependencyHubs.hub(registering: required, excluding: imported) {
                            DiagnosticMessage.missingImport(
                                required.description, hub: hubName, imported: Array(imported), providingHub: elsewhere.name,
                                module: elsewhere.module ?? ""
                            )
                        } else {
                            MissingDependencyAdvisor.message(for: required, hub: hubName, registered: registrations)
                        }
                    diagnostics.append(Diagnostic(message, at: parameter.location))
                    return WiredParameter(parameter: parameter, source: .missing)
                }
                let providerRegistration = registrations[provider].registration
                if !providerRegistration.explicitParameters.isEmpty {
                    let message = DiagnosticMessage.dependencyNeedsArguments(
                        required.description,
                        dependent: registration.identity.description,
                        arguments: providerRegistration.explicitParameters.map(\.type.spelling)
                    )
                    let note = Diagnostic.Note(.registeredWithExplicitArguments(required.description), at: providerRegistration.location)
                    diagnostics.append(Diagnostic(message, at: parameter.location, notes: [note]))
                }
                return WiredParameter(parameter: parameter, source: Self.source(of: parameter, target: provider)!)
            }
        }
        for requirement in unprovided {
            let message = DiagnosticMessage.requirementNotProvided(
                requirement.required.description, hub: hubName, requiredBy: requirement.hub, dependents: requirement.dependents,
                arguments: requirement.required.parameterArguments
            )
            diagnostics.append(Diagnostic(message, at: requirement.location))
        }
        return wired
    }

    /// Where a parameter's argument comes from, given the registration that provides it, if
    /// any; nil for a resolved or provider parameter nothing provides.
    static func source(of parameter: Registration.Parameter, target: Int?) -> WiredParameter.Source? {
        switch (parameter.form, target) {
        case (.explicit, _): .explicit
        case (.resolved, let target?), (.optional, let target?): .registration(target)
        case (.optional, nil): .absent
        case (.provider, let target?): .provider(target)
        case (.resolved, nil), (.provider, nil), (.collection, _): nil
        }
    }

    /// Reports each dependency cycle once, with the full path and a note per edge. An edge
    /// through a provider resolves later, on `make()`, so no cycle passes it.
    mutating func reportCycles(in registrations: [WiredRegistration], collections: [WiredCollection]) {
        enum Mark { case unvisited, inProgress, done }
        /// Each registration's eager edges: (parameter, target), several for a collection.
        func edges(of node: Int) -> [(parameter: Int, target: Int)] {
            registrations[node].parameters.enumerated().flatMap { index, parameter in
                parameter.source.eagerTargets(in: collections).map { (index, $0) }
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
                for target in parameter.source.eagerTargets(in: collections) {
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
            let message = DiagnosticMessage.conflictingIsolation(
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
            return Diagnostic.Note(.cycleEdge(names[offset], target), at: parameter.location)
        }
        let first = registrations[edges[0].node].registration
        diagnostics.append(
            Diagnostic(.dependencyCycle(names + [names[0]], breakWith: first.identity.parameterArguments), at: first.location, notes: notes)
        )
    }
}
