import StaticHubGenerator

/// Why registrations stay that the planner could translate one by one: what they are among the
/// others (registered again, or in each branch of an `#if`) and where they are built (under an
/// `#if`, in a public hub).
extension SwinjectPlanner {
    /// Registrations under `#if` stay when the hub is public (a moved registration of a public
    /// type makes it so, unless the hub is an app's): the generator accepts none in a hub other
    /// hubs may import.
    func conditionalInPublicHub(_ reader: SwinjectReader) -> [Int: Untranslatable] {
        guard !input.hubIsInApp, let publicType = reader.registrations.first(where: { types[$0.type]?.isPublic == true })?.type
        else { return [:] }
        var staying: [Int: Untranslatable] = [:]
        for index in reader.registrations.indices where !reader.registrations[index].condition.isEmpty {
            staying[index] = Untranslatable(
                .conditionalRegistration,
                "it is registered under '#if', and '\(hub)' is public (it registers the public '\(publicType)'): hubs that import it "
                    + "could not know the condition")
        }
        return staying
    }

    /// Why `registration` stays when it resolves one of `dependencies` that is registered only
    /// under an `#if` it is not under: a manifest outside that `#if` could not name it.
    func dependencyUnderCondition(
        of registration: SwinjectRegistration, _ dependencies: [SwinjectDependency], in reader: SwinjectReader
    ) -> Untranslatable? {
        for dependency in dependencies {
            // One provider, or one in each branch of an `#if` (alternatives), which together may.
            let providers = reader.registrations.filter { $0.type == dependency.type && $0.name == dependency.name }
            guard let provider = providers.first, !ConditionClause.clauses(registration.condition, imply: providers.map(\.condition))
            else { continue }
            let condition = providers.map { $0.condition.map(\.text).joined(separator: ", ") }.joined(separator: "' or '#if ")
            let place = sources[provider.sourceIndex].location(provider.keyword)
            return Untranslatable(
                .dependencyUnderCondition,
                "it resolves '\(dependency.type)', which is registered only under '#if \(condition)' (\(place.path):\(place.line)), "
                    + "and it is not: a manifest would have nothing to give it in the other builds")
        }
        return nil
    }

    /// Why a registration of a type that another branch of its `#if` registers too (an
    /// alternative) stays: the other stays, or the two differ where the generator's
    /// alternatives may not (how they are made but for the instance's lifetime, their
    /// arguments, their isolation). They move or stay together.
    func alternativeDiffers(
        _ index: Int, _ ownEntry: ManifestEntry, in reader: SwinjectReader, staying: [Int: Untranslatable]
    ) -> Untranslatable? {
        let registration = reader.registrations[index]
        let others = reader.registrations.indices.filter { other in
            other != index && reader.registrations[other].type == registration.type
                && reader.registrations[other].name == registration.name
                && ConditionClause.exclude(registration.condition, reader.registrations[other].condition)
        }
        let keptAlike: Set<RegistrationKind> = [.auto, .singleton, .weakSingleton]
        for other in others {
            let place = sources[reader.registrations[other].sourceIndex].location(reader.registrations[other].keyword)
            let elsewhere = "it is registered in another branch of its '#if' too (\(place.path):\(place.line)), "
            if staying[other] != nil {
                return Untranslatable(.registeredInEachBranch, elsewhere + "which stays; the two move together")
            }
            guard case .success(let theirs) = entry(for: reader.registrations[other]) else { continue }
            let explicit = { (entry: ManifestEntry) in entry.parameters.filter { $0.hasPrefix(".explicit(") } }
            let difference: String? =
                if ownEntry.kind != theirs.entry.kind, !(keptAlike.contains(ownEntry.kind) && keptAlike.contains(theirs.entry.kind)) {
                    "as '\(theirs.entry.kind.rawValue)' there and '\(ownEntry.kind.rawValue)' here"
                } else if ownEntry.isolation != theirs.entry.isolation {
                    "with another isolation there"
                } else if explicit(ownEntry) != explicit(theirs.entry) {
                    "with other arguments there"
                } else {
                    nil
                }
            if let difference {
                return Untranslatable(
                    .registeredInEachBranch,
                    elsewhere + difference + ": a hub's registrations of one type in different branches differ only in how they "
                        + "are made; make them alike, then run again")
            }
        }
        return nil
    }

    /// What is registered more than once (`container.register(Config.self) { _ in factory() }` in
    /// a function that configures it at run time, beside the default): the later registration
    /// replaces the earlier while the app runs, which a moved registration would ignore, so
    /// each stays.
    func registeredAgain(_ reader: SwinjectReader, besides forwarders: [Int]) -> [Int: Untranslatable] {
        var byKey: [SwinjectDependency: [Int]] = [:]
        for index in reader.registrations.indices where !forwarders.contains(index) {
            byKey[SwinjectDependency(type: reader.registrations[index].type, name: reader.registrations[index].name), default: []]
                .append(index)
        }
        var staying: [Int: Untranslatable] = [:]
        for (key, indices) in byKey where indices.count > 1 || reader.unreadableRegistrations.contains(key) {
            let places = indices.map { index in
                let place = sources[reader.registrations[index].sourceIndex].location(reader.registrations[index].keyword)
                return "\(place.path):\(place.line)"
            }
            let conditions = indices.map { reader.registrations[$0].condition }
            let inBranches =
                !reader.unreadableRegistrations.contains(key)
                && conditions.indices.allSatisfy { first in
                    conditions.indices.allSatisfy { first == $0 || ConditionClause.exclude(conditions[first], conditions[$0]) }
                }
            // In each branch of an `#if`: alternatives, which move alike (see `alternativeDiffers`).
            if inBranches { continue }
            let registered =
                indices.count > 1
                ? "it is registered more than once (\(places.joined(separator: ", ")))"
                : "it is registered again where the migration cannot read it"
            for index in indices {
                staying[index] = Untranslatable(
                    .registeredAgainAtRunTime,
                    registered + ": a later registration replaces an earlier one while the app runs, which a moved registration "
                        + "would ignore; make what changes a 'ScopeInput' (see Migrating), then run again")
            }
        }
        return staying
    }
}
