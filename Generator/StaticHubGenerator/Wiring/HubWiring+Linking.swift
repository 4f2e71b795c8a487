/// The graph's edges: each resolved parameter linked to its provider, and the cycles and
/// conflicting isolations the links make.
extension HubWiring {
    /// Points each resolved parameter at the registration that provides it, reporting one that
    /// none provides and one whose provider needs arguments only a caller has: the hub's
    /// registrations as the model holds them, each made once here.
    mutating func linkProviders(
        of registrations: [CatalogRegistration],
        collections: [WiredCollection],
        byIdentity: [RegistrationIdentity: Int],
        alternatives: [Int: [Int]] = [:],
        requirements: Set<RegistrationIdentity>,
        hidden: [RegistrationIdentity: HubCatalog.HiddenRegistration],
        hubName: String,
        passedToOpenMake: Set<RegistrationIdentity>
    ) -> [WiredRegistration] {
        var linked: [[WiredParameter]] = Array(repeating: [], count: registrations.count)
        // Per `HubImport` and required type: the hub requiring it and the copies that take it.
        var unprovided: [(location: SourceLocation, required: RegistrationIdentity, hub: String, dependents: [String])] = []
        for index in registrations.indices {
            let registration = registrations[index].registration
            guard registrations[index].importedFrom == nil else {
                // Checked in its own hub; linked only so the graph draws its edges. A provider
                // internal to the other module is not imported, and a collection is its hub's
                // own, so those edges stay unlinked.
                linked[index] = registration.parameters.map { parameter in
                    let target = parameter.form == .explicit || parameter.form == .collection ? nil : byIdentity[parameter.requiredIdentity]
                    return WiredParameter(parameter: parameter, source: Self.source(of: parameter, target: target) ?? .missing)
                }
                continue
            }
            linked[index] = registration.parameters.map { parameter in
                guard parameter.form != .explicit else { return WiredParameter(parameter: parameter, source: .explicit) }
                let required = parameter.requiredIdentity
                if parameter.form == .collection {
                    // Composed for every `.collection` parameter, so always found.
                    return WiredParameter(parameter: parameter, source: .collection(collections.firstIndex { $0.identity == required }!))
                }
                if requirements.contains(required) { return WiredParameter(parameter: parameter, source: .requirement) }
                guard let provider = byIdentity[required] else {
                    if let declaring = registrations[index].rebuiltFrom, parameter.form != .optional {
                        let dependent = registration.identity.description
                        if let known = unprovided.firstIndex(where: { $0.location == parameter.location && $0.required == required }) {
                            unprovided[known].dependents.append(dependent)
                        } else {
                            unprovided.append((parameter.location, required, declaring, [dependent]))
                        }
                        return WiredParameter(parameter: parameter, source: .missing)
                    }
                    if collections.contains(where: { $0.identity == required && !$0.elements.isEmpty }) {
                        let message = DiagnosticMessage.Graph.collectionTakenAsSingle(
                            required.description, hub: hubName, imported: MissingDependencyAdvisor.importedHubNames(in: registrations),
                            parameter: required.parameterArguments
                        )
                        diagnostics.append(Diagnostic(message, at: parameter.location))
                        return WiredParameter(parameter: parameter, source: .missing)
                    }
                    if let registration = hidden[required] {
                        let message = DiagnosticMessage.HubsFromOtherModules.importedRegistrationNotPublic(
                            required.description, hub: registration.hubName, module: registration.module, culprit: registration.culprit
                        )
                        let note = Diagnostic.Note(
                            .HubsFromOtherModules.importedRegistration(required.description, hub: registration.hubName),
                            at: registration.location)
                        diagnostics.append(Diagnostic(message, at: parameter.location, notes: [note]))
                        return WiredParameter(parameter: parameter, source: .missing)
                    }
                    // An optional dependency nothing provides is `nil`, by design.
                    if parameter.form == .optional { return WiredParameter(parameter: parameter, source: .absent) }
                    unresolved.append(
                        UnresolvedDependency(
                            required: required, hubName: hubName, imported: MissingDependencyAdvisor.importedHubNames(in: registrations),
                            location: parameter.location,
                            message: MissingDependencyAdvisor.message(for: required, hub: hubName, registered: registrations)))
                    return WiredParameter(parameter: parameter, source: .missing)
                }
                let providerRegistration = registrations[provider].registration
                let providedUnder = Self.conditions(of: provider, alternatives: alternatives, in: registrations)
                // An optional one is `nil` where the provider is not built (`RegistrationOptionalAccessor`).
                guard parameter.form == .optional || registration.condition.isProvided(under: providedUnder) else {
                    let message = DiagnosticMessage.Graph.dependencyUnderCondition(
                        required.description, condition: BuildCondition.spelling(ofAny: providedUnder),
                        dependent: registration.identity.description,
                        dependentCondition: registration.condition.isAlways ? nil : registration.condition.spelling)
                    let notes = ([provider] + alternatives[provider, default: []]).map { index in
                        let alternative = registrations[index].registration
                        return Diagnostic.Note(
                            .Graph.registeredUnderCondition(required.description, condition: alternative.condition.spelling),
                            at: alternative.location)
                    }
                    diagnostics.append(Diagnostic(message, at: parameter.location, notes: notes))
                    return WiredParameter(parameter: parameter, source: .missing)
                }
                if !providerRegistration.explicitParameters.isEmpty {
                    let message = DiagnosticMessage.Graph.dependencyNeedsArguments(
                        required.description,
                        dependent: registration.identity.description,
                        arguments: providerRegistration.explicitParameters.map(\.type.spelling)
                    )
                    let note = Diagnostic.Note(
                        .Graph.registeredWithExplicitArguments(required.description), at: providerRegistration.location)
                    diagnostics.append(Diagnostic(message, at: parameter.location, notes: [note]))
                }
                return WiredParameter(parameter: parameter, source: Self.source(of: parameter, target: provider)!)
            }
        }
        for requirement in unprovided {
            let message = DiagnosticMessage.Requirements.requirementNotProvided(
                requirement.required.description, hub: hubName, requiredBy: requirement.hub, dependents: requirement.dependents,
                arguments: requirement.required.parameterArguments
            )
            diagnostics.append(Diagnostic(message, at: requirement.location))
        }
        return zip(registrations.indices, linked).map { index, parameters in
            WiredRegistration(
                registrations[index], alternatives: alternatives[index, default: []],
                parameters: parameters.map { parameter in
                    WiredParameter(
                        parameter: parameter.parameter, source: parameter.source,
                        isPassedByImporters: parameter.source != .explicit
                            && OpenRegistrations.passesToOpenMake(parameter.parameter, passed: passedToOpenMake))
                })
        }
    }

    /// The conditions under which `provider` or one of its alternatives is registered.
    static func conditions(of provider: Int, alternatives: [Int: [Int]], in registrations: [CatalogRegistration]) -> [BuildCondition] {
        ([provider] + alternatives[provider, default: []]).map { registrations[$0].registration.condition }
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
}
