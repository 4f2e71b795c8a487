/// A hub's registrations admitted into a graph (duplicates, accessor names), with the
/// collections their elements compose.
extension HubWiring {
    // MARK: Registrations

    /// Checks the registrations as a graph and links each resolved parameter to its provider,
    /// composing the collections they take. Imported registrations come first, already
    /// checked in their own hubs.
    mutating func wire(
        _ local: [CatalogRegistration],
        imports: HubCatalog.Imports,
        requirements: Set<RegistrationIdentity>,
        hub: CatalogHub
    ) -> ([WiredRegistration], [WiredCollection]) {
        let (admitted, byIdentity, alternatives) = admitRegistrations(imports.registrations.map(\.registration) + local, hubName: hub.name)
        let collections = composeCollections(of: admitted, imports: imports, hubAccess: hub.access, normalizer: hub.interface.normalizer)
        let linked = linkProviders(
            of: admitted, collections: collections, byIdentity: byIdentity, alternatives: alternatives, requirements: requirements,
            hidden: imports.hidden, hubName: hub.name, passedToOpenMake: hub.passedToOpenMake
        )
        var checks = WiringChecks()
        checks.reportCycles(in: linked, collections: collections)
        checks.diagnostics += CaptiveDependencies.diagnostics(in: linked, collections: collections)
        checks.reportConflictingIsolation(in: linked, collections: collections, hubActor: hub.globalActor)
        checks.reportInputDefaultProblems(in: linked, collections: collections, hubActor: hub.globalActor)
        diagnostics += checks.diagnostics
        return (linked, collections)
    }

    /// Keeps the first registration of each identity and of each accessor name, reporting the
    /// rest, but for alternatives: by the index of the first, the others of its identity, each
    /// in a branch of an `#if` that excludes the others'.
    mutating func admitRegistrations(
        _ candidates: [CatalogRegistration],
        hubName: String
    ) -> ([CatalogRegistration], [RegistrationIdentity: Int], alternatives: [Int: [Int]]) {
        var byIdentity: [RegistrationIdentity: Int] = [:]
        var byPlainName: [String: Int] = [:]
        var admitted: [CatalogRegistration] = []
        var alternatives: [Int: [Int]] = [:]
        for candidate in candidates {
            let registration = candidate.registration
            // A collection's elements share its identity, and have no accessor of their own.
            if registration.kind.isCollectionElement {
                admitted.append(candidate)
                continue
            }
            let identity = registration.identity
            // An imported registration's problems belong on the `HubImport` that brings it in.
            let location = candidate.importedFrom?.importLocation ?? registration.location
            if let first = byIdentity[identity], candidate.importedFrom == nil, admitted[first].importedFrom == nil,
                ([first] + alternatives[first, default: []]).allSatisfy({
                    registration.condition.excludes(admitted[$0].registration.condition)
                })
            {
                if let difference = Self.difference(between: candidate, and: admitted[first]) {
                    let note = Diagnostic.Note(.Graph.previousRegistration(identity.description), at: admitted[first].registration.location)
                    diagnostics.append(
                        Diagnostic(.Graph.alternativeDiffers(identity.description, difference: difference), at: location, notes: [note]))
                    continue
                }
                alternatives[first, default: []].append(admitted.count)
                admitted.append(candidate)
                continue
            }
            if let first = byIdentity[identity] {
                let firstLocation = admitted[first].registration.location
                if let source = admitted[first].importedFrom {
                    let note = Diagnostic.Note(
                        .HubsFromOtherModules.importedRegistration(identity.description, hub: source.hubName), at: firstLocation)
                    diagnostics.append(
                        Diagnostic(
                            .HubsFromOtherModules.duplicatesImportedRegistration(identity.description, hub: source.hubName), at: location,
                            notes: [note]))
                } else {
                    let note = Diagnostic.Note(.Graph.previousRegistration(identity.description), at: firstLocation)
                    diagnostics.append(
                        Diagnostic(.Graph.duplicateRegistration(identity.description, hub: hubName), at: location, notes: [note]))
                }
                continue
            }
            if let first = byPlainName[candidate.plainName] {
                let firstIdentity = admitted[first].registration.identity.description
                let note = Diagnostic.Note(.Graph.clashingRegistration(firstIdentity), at: admitted[first].registration.location)
                diagnostics.append(
                    Diagnostic(
                        .Graph.accessorNameClash(candidate.accessorName, firstIdentity, identity.description), at: location, notes: [note])
                )
                continue
            }
            byIdentity[identity] = admitted.count
            byPlainName[candidate.plainName] = admitted.count
            admitted.append(candidate)
        }
        return (admitted, byIdentity, alternatives)
    }

    /// What an alternative may not change, since its dependents and the generated signatures
    /// are the same in every build: its kind (but for auto, singleton and weak singleton, which
    /// differ only in how an instance is kept), its name, scope, arguments and effects. Nil when
    /// it changes none of them.
    static func difference(between alternative: CatalogRegistration, and first: CatalogRegistration) -> String? {
        let (new, old) = (alternative.registration, first.registration)
        // How an instance is kept may differ where the accessor's signature does not.
        let keptAlike: Set<RegistrationKind> = [.auto, .singleton, .weakSingleton]
        if new.kind != old.kind, !(keptAlike.contains(new.kind) && keptAlike.contains(old.kind)) {
            return "it is '\(new.kind.rawValue)' here and '\(old.kind.rawValue)' there"
        }
        if new.nameOverride != old.nameOverride { return "its 'name:' differs" }
        if new.scope?.type != old.scope?.type { return "its scope differs" }
        if new.explicitParameters.map(\.type) != old.explicitParameters.map(\.type) { return "its '.explicit' parameters differ" }
        if alternative.effects != first.effects { return "its effects differ (async, throws, or isolation, its own or its dependencies')" }
        return nil
    }

    // MARK: Collections

    /// One collection per identity that an element in reach adds to or that a local
    /// registration takes as `.collection`: its elements in the registrations' order (imported
    /// ones first, then manifest order). Named after the manifest's own spelling where it has
    /// one; a name that clashes with another accessor is reported.
    mutating func composeCollections(
        of admitted: [CatalogRegistration],
        imports: HubCatalog.Imports,
        hubAccess: AccessLevel,
        normalizer: TypeNormalizer
    ) -> [WiredCollection] {
        // Each collection as it is named (its first mention), then its elements and their effects.
        var named: [(identity: RegistrationIdentity, plainName: String, hasPlainMetatypes: (Bool, Bool), location: SourceLocation)] = []
        var elementsOf: [[Int]] = []
        var effectsOf: [Effects] = []
        var positions: [RegistrationIdentity: Int] = [:]
        func add(_ identity: RegistrationIdentity, plainName: String, hasPlainMetatypes: (Bool, Bool), at location: SourceLocation) {
            guard positions[identity] == nil else { return }
            positions[identity] = named.count
            named.append((identity, plainName, hasPlainMetatypes, location))
            elementsOf.append([])
            effectsOf.append(.none)
        }
        let elements = admitted.indices.filter { admitted[$0].registration.kind.isCollectionElement }
        // Named by the hub's own elements first, then its own parameters, then imported elements.
        for index in elements where admitted[index].importedFrom == nil {
            let element = admitted[index]
            add(
                element.registration.identity, plainName: element.plainName,
                hasPlainMetatypes: (element.hasPlainMetatype, element.hasPlainTagMetatype), at: element.registration.location)
        }
        for registration in admitted where registration.importedFrom == nil {
            for parameter in registration.registration.parameters where parameter.form == .collection {
                let plainName = parameter.type.plainName + (parameter.tag?.plainName ?? "")
                let hasPlainMetatypes = (
                    normalizer.isKnownNotBareProtocol(parameter.type), parameter.tag.map(normalizer.isKnownNotBareProtocol) ?? true
                )
                add(parameter.requiredIdentity, plainName: plainName, hasPlainMetatypes: hasPlainMetatypes, at: parameter.location)
            }
        }
        for index in elements {
            let element = admitted[index]
            add(
                element.registration.identity, plainName: element.plainName,
                hasPlainMetatypes: (element.hasPlainMetatype, element.hasPlainTagMetatype),
                at: element.importedFrom?.importLocation ?? element.registration.location)
            let position = positions[element.registration.identity]!
            elementsOf[position].append(index)
            effectsOf[position] = effectsOf[position].union(element.effects)
        }
        let collections = named.indices.map { position in
            let (identity, plainName, hasPlainMetatypes, location) = named[position]
            let effects = effectsOf[position]
            let types = [identity.type] + (identity.tag.map { [$0] } ?? [])
            return WiredCollection(
                identity: identity, plainName: plainName, hasPlainMetatype: hasPlainMetatypes.0, hasPlainTagMetatype: hasPlainMetatypes.1,
                elements: elementsOf[position], effects: effects,
                // Only the access counts here: a private type the collection names is reported
                // where a registration names it, or cannot matter.
                access: self.types.access(naming: types.map { ($0, location) }, hubAccess: hubAccess).access,
                alsoMockedIn: imports.collections.compactMap { hub in
                    guard let imported = hub.effects[identity] else { return nil }
                    // A mock closure converts to no type with fewer effects.
                    return imported.isAsync == effects.isAsync && imported.throwsErrors == effects.throwsErrors ? hub.hubName : nil
                },
                location: location)
        }
        var checks = WiringChecks()
        checks.reportAccessorClashes(of: collections, with: admitted)
        diagnostics += checks.diagnostics
        return collections
    }

}
