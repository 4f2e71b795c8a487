import StaticHubGenerator

/// The plan: which registrations move, each with its manifest entry, and why the rest stay;
/// the scope markers and tags they take, and the test and preview defaults of what moved.
/// Its messages and the ranges it claims (each registration's member) go with the plan to
/// the rewriters.
struct FactoryPlanner: FactoryReading, ClaimingPass {
    let context: FactoryContext
    let configurations: [String: Configuration]
    /// The overrides of tests and previews: a mock that makes a main-actor type isolates its registration.
    let overrides: [Override]
    var findings = StyleFindings()
    var claimed = ClaimedRanges()
    var markers: MarkerNames
    /// Translated registrations by property name (the first declaration of alternatives).
    var translated: [String: (registration: FactoryRegistration, entry: ManifestEntry)] = [:]
    /// The other declarations of translated alternatives, by property name.
    var alternatives: [String: [(registration: FactoryRegistration, entry: ManifestEntry)]] = [:]
    /// The scope marker for each Factory scope name it translated: `session` → `Session`.
    var scopeMarkers: [String: String] = [:]
    /// The test and preview contexts of what moved, which become the hub's test and preview defaults.
    var contextDefaults: [ContextDefault] = []

    /// The plan for `reader`'s registrations; `staying` names what stays whatever it is.
    static func plan(
        _ reader: FactoryReader, in context: FactoryContext, overrides: [Override], configurations: [String: Configuration],
        staying: [String: Untranslatable]
    ) -> (plan: FactoryPlan, findings: StyleFindings, claimed: ClaimedRanges) {
        var planner = FactoryPlanner(
            context: context, configurations: configurations, overrides: overrides, markers: MarkerNames(context.types, hub: context.hub))
        planner.findings.hubIsMainActor = context.hubIsMainActor
        planner.translateRegistrations(reader, staying: staying)
        // The markers of what moved: a tag of a registration that stays is never named.
        let named = Set(planner.translated.values.flatMap { [$0.entry.tag, $0.entry.scope].compactMap { $0 } })
        let plan = FactoryPlan(
            context: context, overrides: overrides, configurations: configurations, translated: planner.translated,
            alternatives: planner.alternatives, scopeMarkers: planner.scopeMarkers, contextDefaults: planner.contextDefaults,
            markers: planner.markers.declared.filter(named.contains))
        return (plan, planner.findings, planner.claimed)
    }
}

extension FactoryPlanner {
    /// Translates what it can; `staying` names what stays whatever it is, with the reason.
    mutating func translateRegistrations(_ reader: FactoryReader, staying initiallyStaying: [String: Untranslatable]) {
        for failure in reader.unreadable {
            findings.stays(
                "'\(sources[failure.sourceIndex].text(failure.token))'", in: "Factory", failure.reason,
                at: location(failure.sourceIndex, failure.token))
        }
        var registrations = reader.registrations
        var seenTypes: Set<String> = []
        var tags: [String: String?] = [:]  // by name: alternatives share the first's tag
        for index in registrations.indices where hubForwarderAccessor(registrations[index]) == nil {
            let name = registrations[index].name
            if let tag = tags[name] {
                registrations[index].tag = tag
                continue
            }
            if !seenTypes.insert(registrations[index].type).inserted {
                registrations[index].tag = markers.name(for: name, suffix: "Tag")
            }
            tags[name] = registrations[index].tag
        }
        let byName = Dictionary(registrations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let declarations = Dictionary(grouping: registrations, by: \.name)
        // `entry(for:)` fails for a registration that depends on one that stays.
        var seen: Set<String> = []
        let translatable = registrations.map(\.name).filter { name in
            configurations[name] == nil && hubForwarderAccessor(byName[name]!) == nil && seen.insert(name).inserted
        }
        let initially = initiallyStaying.merging(conditionalStaying(registrations)) { first, _ in first }
        let staying = StayingRegistrations.find(translatable, initially: initially) { name, staying in
            guard let registration = byName[name] else { return nil }
            let translations = (declarations[name] ?? [registration]).map { entry(for: $0, byName, staying: staying) }
            if translations.count > 1, let reason = alternativesDiffer(declarations[name] ?? [], translations) { return reason }
            switch translations[0] {
            case .failure(let failure):
                return failure
            case .success(let translation):
                if !registration.condition.isEmpty, translation.entry.scope != nil {
                    return Untranslatable(
                        .conditionalRegistration,
                        "it is declared under '#if' and has a custom scope, which a hub declares once for every build; move it "
                            + "by hand")
                }
                // What is shared outlives a scope's generation: it cannot keep a configured instance.
                guard translation.entry.kind.lifetime != .transient,
                    let configured = translation.dependencies.first(where: {
                        configurations[$0] != nil || byName[$0].map(isForwarderToScopedRegistration) == true
                    })
                else { return nil }
                return Untranslatable(
                    .sharedDependsOnConfiguration,
                    "it is shared and depends on '\(configured)', which the app configures at run time and so moves to a scope; "
                        + "make it 'AutoRegister', or register it in that scope, then run again")
            }
        }
        for registration in registrations {
            let place = location(registration.sourceIndex, registration.nameToken)
            if let reason = staying[registration.name] {
                findings.stays("'\(registration.name)'", in: "Factory", reason, at: place)
                claim(registration.sourceIndex, registration.member)
                continue
            }
            if let accessor = hubForwarderAccessor(registration) {
                translated[registration.name] = (registration, ManifestEntry.forwarder(of: registration.type, to: accessor))
                claim(registration.sourceIndex, registration.member)
                continue
            }
            if let configuration = configurations[registration.name] {
                let marker = markers.name(for: Self.accessorName(of: registration) + "Configuration", suffix: "Scope")
                let entry = scopedEntry(registration, configuration, marker: marker)
                findings.moved(entry, at: place, types)
                translated[registration.name] = (registration, entry)
                claim(registration.sourceIndex, registration.member)
                continue
            }
            guard case .success(var translation) = entry(for: registration, byName, staying: staying) else { continue }
            if let scope = translation.entry.scope {
                let marker = scopeMarkers[scope] ?? markers.name(for: scope, suffix: "Scope")
                scopeMarkers[scope] = marker
                translation.entry.scope = marker
            }
            if let tag = registration.tag {
                findings.caveat(
                    .tagForRepeatedType,
                    "'\(registration.name)' registers '\(registration.type)' again, so it gets the tag '\(tag)': "
                        + "resolve it with '\(hub).\(ManifestEntry.accessor(type: registration.type, tag: tag))()'",
                    at: place)
            }
            if let caveat = translation.caveat { findings.caveat(.lifetimeChanged, caveat, at: place) }
            if !translation.conditionalDependencies.isEmpty {
                findings.caveat(
                    .conditionalDependencies,
                    SwiftSource.conditionalDependenciesCaveat("'\(registration.name)'", translation.conditionalDependencies), at: place)
            }
            if let mock = translation.isolatedForMock {
                findings.caveat(
                    .isolatedForMainActorMock,
                    "'\(registration.name)' is now made on the main actor ('isolation: MainActor.self'), since a mock of it makes "
                        + "the main-actor '\(mock)': resolve it from the main actor", at: place)
            }
            if case .success(let closures) = contextClosures(of: registration) {
                contextDefaults += closures.map { context, written in
                    // A mock of a registration that is not main-actor isolated is not either (see `mainActorRemoval`).
                    let closure =
                        translation.entry.isolation != "MainActor" && written.hasPrefix("{ @MainActor in ")
                        ? "{ " + written.dropFirst("{ @MainActor in ".count) : written
                    return ContextDefault(
                        context: context, name: registration.name, type: translation.entry.type, tag: translation.entry.tag,
                        closure: closure, location: place)
                }
            }
            findings.moved(translation.entry, at: place, types)
            if translated[registration.name] == nil {
                translated[registration.name] = (registration, translation.entry)
            } else {
                alternatives[registration.name, default: []].append((registration, translation.entry))
            }
            claim(registration.sourceIndex, registration.member)
        }
        for alias in reader.aliases {
            claim(alias.sourceIndex, alias.member)
            let target = aliasTargets[alias.name] ?? alias.name
            if let moved = translated[target], configurations[target] == nil {
                translated[alias.name] = (alias, moved.entry)
            } else {
                let reason =
                    byName[target] == nil && !registrationNames.contains(target)
                    ? "it is another name for '\(target)', which is not a registration it found"
                    : "it is another name for '\(target)', which stays too"
                findings.untouched(
                    .aliasTargetStays, "'\(alias.name)' stays in Factory: \(reason)", at: location(alias.sourceIndex, alias.nameToken))
            }
        }
    }

    /// Why registrations under `#if` stay that a manifest under the same `#if` cannot hold: in
    /// a public hub (not an app's), which other hubs import without knowing the condition; with what the hub
    /// declares for every build (a scope's configuration, a test or preview default); or
    /// replaced by a test or preview where the condition does not hold, where no mock of it
    /// could be set.
    func conditionalStaying(_ registrations: [FactoryRegistration]) -> [String: Untranslatable] {
        let conditional = registrations.filter { !$0.condition.isEmpty && hubForwarderAccessor($0) == nil }
        guard !conditional.isEmpty else { return [:] }
        let publicType = context.hubIsInApp ? nil : registrations.first { types[$0.type]?.isPublic == true }?.type
        var staying: [String: Untranslatable] = [:]
        for registration in conditional {
            let condition = "'#if \(registration.condition.map(\.text).joined(separator: ", "))'"
            let outside = overrides.first { override in
                let source = sources[override.sourceIndex]
                // Alternatives hold together where their branches do.
                let conditions = context.declaredConditions[registration.name] ?? [registration.condition]
                return source.text(override.nameToken) == registration.name
                    && !ConditionClause.clauses(source.conditionClauses(at: override.nameToken), imply: conditions)
            }
            var reason: String?
            if let publicType {
                reason =
                    "it is declared under \(condition), and '\(hub)' is public (it registers the public '\(publicType)'): hubs "
                    + "that import it could not know the condition"
            } else if configurations[registration.name] != nil {
                reason =
                    "it is declared under \(condition), and the app configures it at run time, in a scope a hub declares for every build"
            } else if case .success(let closures) = contextClosures(of: registration), !closures.isEmpty {
                reason = "it is declared under \(condition), and its test or preview context would be a default of every build"
            } else if let outside {
                let place = location(outside.sourceIndex, outside.nameToken)
                reason =
                    "it is declared under \(condition), and \(place.path):\(place.line) replaces it where that does not hold, "
                    + "where the hub has no mock of it to set"
            }
            if let reason { staying[registration.name] = Untranslatable(.conditionalRegistration, reason) }
        }
        return staying
    }

    /// Why alternatives (one name declared in each branch of an `#if`) stay although the first
    /// could move: another cannot, or they differ where the generator's alternatives may not
    /// (how they are made but for the instance's lifetime, their scope, arguments, isolation).
    /// They move or stay together.
    func alternativesDiffer(
        _ declarations: [FactoryRegistration], _ translations: [Result<Translation, Untranslatable>]
    ) -> Untranslatable? {
        guard case .success(let first) = translations.first else { return nil }
        let places = declarations.map { location($0.sourceIndex, $0.nameToken) }.map { "\($0.path):\($0.line)" }
        let declared = "it is declared in each branch of its '#if' (\(places.joined(separator: ", ")))"
        let keptAlike: Set<RegistrationKind> = [.auto, .singleton, .weakSingleton]
        let explicit = { (entry: ManifestEntry) in entry.parameters.filter { $0.hasPrefix(".explicit(") } }
        for translation in translations.dropFirst() {
            let other: ManifestEntry
            switch translation {
            case .failure(let failure):
                return Untranslatable(
                    .registeredInEachBranch, declared + ", and another cannot move (\(failure.reason)); they move together")
            case .success(let translation): other = translation.entry
            }
            let difference: String? =
                if first.entry.kind != other.kind, !(keptAlike.contains(first.entry.kind) && keptAlike.contains(other.kind)) {
                    "as '\(first.entry.kind.rawValue)' in one and '\(other.kind.rawValue)' in another"
                } else if first.entry.scope != other.scope {
                    "in another scope"
                } else if first.entry.isolation != other.isolation {
                    "with another isolation"
                } else if explicit(first.entry) != explicit(other) {
                    "with other arguments"
                } else {
                    nil
                }
            if let difference {
                return Untranslatable(
                    .registeredInEachBranch,
                    declared + ", " + difference + ": a hub's registrations of one type in different branches differ only in how "
                        + "they are made; make them alike, then run again")
            }
        }
        return nil
    }

    /// The scope's manifest entries: its inputs, then the registration made from them, or the
    /// registration as the input.
    func scopedEntry(_ registration: FactoryRegistration, _ configuration: Configuration, marker: String) -> ManifestEntry {
        switch configuration.shape {
        case .arguments(let factory, let inputs):
            var entry = ManifestEntry(
                kind: .scoped, type: registration.type, scope: marker, parameters: inputs.map { "\($0.type).self" }, factory: factory)
            entry.inputs = inputs.map { input in
                var arguments = ["\(input.type).self", "scope: \(marker).self", "name: \"\(input.label)\""]
                if let original = input.original { arguments.append("default: { \(original) }") }
                return ManifestLine(kind: .scopeInput, arguments: arguments)
            }
            return entry
        case .value(let input):
            return ManifestEntry(kind: .scopeInput, type: registration.type, scope: marker, defaultValue: input.original)
        }
    }

    /// The test and preview contexts' closures of `registration`, as written; a failure when one
    /// cannot move out of the container.
    func contextClosures(of registration: FactoryRegistration) -> Result<[(ContextDefault.Context, String)], Untranslatable> {
        let source = sources[registration.sourceIndex]
        var closures: [(ContextDefault.Context, String)] = []
        for modifier in registration.modifiers {
            guard let context = Self.context(of: modifier) else { continue }
            var open = modifier.token + 1
            if source.isKind(open, .leftParen), let close = source.partner(of: open) { open = close + 1 }
            guard let closure = FactoryClosure(source, at: open), closure.parameters.isEmpty,
                isPlain(source, closure.body, inManifest: true)
            else {
                let place = context == .test ? "a test target" : "a preview default"
                return .failure(
                    Untranslatable(
                        .contextClosureNotPlain, "its '.\(modifier.name)' closure is not one plain expression \(place) could make"))
            }
            closures.append((context, source.oneLine(closure.open, closure.close)))
        }
        return .success(closures)
    }
}
