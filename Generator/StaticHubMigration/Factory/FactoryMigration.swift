import StaticHubGenerator

/// Moves Factory (FactoryKit 2.x) registrations to manifests and its call sites to the hub.
struct FactoryMigration {
    let sources: [SwiftSource]
    let types: TypeDirectory
    let hub: String
    /// Whether the hub is isolated to the main actor (its target's default, or what the files
    /// say), which decides the spelling of its test defaults.
    var hubIsMainActor = false
    var findings = StyleFindings()
    var markers: MarkerNames
    /// Translated registrations by property name.
    var translated: [String: (registration: FactoryRegistration, entry: ManifestEntry)] = [:]
    /// Every registration's property name, moved or not.
    var registrationNames: Set<String> = []
    /// The registration each alias names in the end (`client` → `api`): its call sites
    /// resolve what that registration registers.
    var aliasTargets: [String: String] = [:]
    /// `Container` and the app's own containers, whose registrations are read alike (see
    /// `FactoryReader`).
    var containers: Set<String> = ["Container"]
    /// Members of `extension Container` that are not registrations (`func makeSession()`):
    /// a manifest's closure cannot call them.
    var containerHelpers: Set<String> = []
    /// The scope marker for each Factory scope name it translated: `session` → `Session`.
    var scopeMarkers: [String: String] = [:]
    /// Token ranges already rewritten or deliberately left whole, by source.
    var claimed: [Int: [ClosedRange<Int>]] = [:]
    /// Moved registrations that code left on Factory still names, with the first such place:
    /// their properties stay as forwarders to the hub.
    var forwarded: [String: SourceLocation] = [:]
    /// Registrations the app configures at run time, which move to a scope of their own.
    var configurations: [String: Configuration] = [:]
    /// The test and preview contexts of what moved, which become the hub's test and preview defaults.
    var contextDefaults: [ContextDefault] = []

    static func run(_ sources: [SwiftSource], _ types: TypeDirectory, hub: String, hubIsMainActor: Bool) -> StyleFindings {
        var migration = FactoryMigration(
            sources: sources, types: types, hub: hub, hubIsMainActor: hubIsMainActor, markers: MarkerNames(types, hub: hub))
        migration.findings.hubIsMainActor = hubIsMainActor
        let reader = FactoryReader(sources, types)
        migration.registrationNames = Set(reader.extensions.flatMap(\.registrations))
        migration.aliasTargets = Self.aliasTargets(reader.aliases)
        migration.containers = reader.containers
        migration.containerHelpers = Set(
            reader.extensions.flatMap { container in
                container.otherMembers.compactMap { FactoryReader.memberName(sources[container.sourceIndex], at: $0) }
            })
        let overrides = migration.overrides()
        migration.configurations = migration.runTimeConfigurations(overrides, reader)
        let staying = migration.reRegisteredInTheApp(overrides, reader).merging(reader.namesDeclaredMoreThanOnce) { first, _ in first }
        migration.translateRegistrations(reader, staying: staying)
        migration.rewriteConfigurations()
        migration.rewriteOverrides(overrides)
        migration.reportContextOverrides()
        migration.rewriteTestResets()
        migration.rewriteScopeResets()
        migration.rewriteCallSites()
        migration.removeScopeDeclarations()
        migration.forwarded = migration.namesLeftOnFactory(reader)
        migration.placeManifests(reader)
        migration.placeTestDefaults(migration.contextDefaults.filter { $0.context == .test })
        migration.placePreviewDefaults(migration.contextDefaults.filter { $0.context == .preview })
        // The markers of what moved: a tag of a registration that stays is never named.
        let named = Set(migration.translated.values.flatMap { [$0.entry.tag, $0.entry.scope].compactMap { $0 } })
        migration.findings.markers = migration.markers.declared.filter(named.contains)
        return migration.findings
    }

    /// Whether the token names a container whose registrations are read: `Container`, or one
    /// of the app's own.
    func isContainer(_ source: SwiftSource, _ index: Int) -> Bool {
        source.isKind(index, .identifier) && containers.contains(source.text(index))
    }

    // MARK: Registrations

    /// Translates what it can; `staying` names what stays whatever it is, with the reason.
    private mutating func translateRegistrations(_ reader: FactoryReader, staying initiallyStaying: [String: Untranslatable]) {
        for failure in reader.unreadable {
            findings.untouched(
                failure.reason.id, "'\(sources[failure.sourceIndex].text(failure.token))' stays in Factory: \(failure.reason.reason)",
                at: location(failure.sourceIndex, failure.token))
        }
        var registrations = reader.registrations
        var seenTypes: Set<String> = []
        for index in registrations.indices
        where hubForwarderAccessor(registrations[index]) == nil && !seenTypes.insert(registrations[index].type).inserted {
            registrations[index].tag = markers.name(for: registrations[index].name, suffix: "Tag")
        }
        let byName = Dictionary(registrations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // `entry(for:)` fails for a registration that depends on one that stays.
        let translatable = registrations.filter { configurations[$0.name] == nil && hubForwarderAccessor($0) == nil }
        let staying = StayingRegistrations.find(translatable.map(\.name), initially: initiallyStaying) { name, staying in
            guard let registration = byName[name] else { return nil }
            switch entry(for: registration, byName, staying: staying) {
            case .failure(let failure):
                return failure
            case .success(let translation):
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
                findings.untouched(reason.id, "'\(registration.name)' stays in Factory: \(reason.reason)", at: place)
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
            translated[registration.name] = (registration, translation.entry)
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

    /// The registration each alias names once every alias on the way is followed; an alias in
    /// a cycle names itself.
    private static func aliasTargets(_ aliases: [FactoryRegistration]) -> [String: String] {
        let direct = Dictionary(aliases.compactMap { alias in alias.aliasOf.map { (alias.name, $0) } }) { first, _ in first }
        return direct.mapValues { first in
            var target = first
            var seen: Set<String> = []
            while let next = direct[target], seen.insert(target).inserted { target = next }
            return target
        }
    }

    private struct Translation {
        var entry: ManifestEntry
        /// The names of the registrations it resolves.
        var dependencies: [String] = []
        var caveat: String?
    }

    private func entry(for registration: FactoryRegistration, _ byName: [String: FactoryRegistration], staying: [String: Untranslatable])
        -> Result<
            Translation, Untranslatable
        >
    {
        let source = sources[registration.sourceIndex]
        var closure = registration.closure
        if let logic = closure.unmovableBody(source) {
            return .failure(Untranslatable(.emptyClosure, logic))
        }
        let lifetime: Lifetime
        switch lifetimeOf(registration) {
        case .success(let found): lifetime = found
        case .failure(let failure): return .failure(failure)
        }
        if case .failure(let failure) = contextClosures(of: registration) { return .failure(failure) }
        if registration.explicitParameter != nil, lifetime.kind != .auto {
            return .failure(Untranslatable(.noStaticHubForm, "a 'ParameterFactory' with a lifetime has no StaticHub form"))
        }
        // Dependencies: `self.y()`, `y()`, `Container.shared.y()`.
        var dependencies: [FactoryRegistration] = []
        var replacements: [(range: ClosedRange<Int>, name: String)] = []
        for statements in closure.statementRanges {
            var index = statements.lowerBound
            while index < statements.upperBound {
                let first = index
                var nameToken: Int?
                if isContainer(source, index), source.isKind(index + 1, .period), source.isWord(index + 2, "shared"),
                    source.isKind(index + 3, .period)
                {
                    nameToken = index + 4
                } else if source.isWord(index, "self"), source.isKind(index + 1, .period) {
                    nameToken = index + 2
                } else if source.isKind(index, .identifier), byName[aliasTargets[source.text(index)] ?? source.text(index)] != nil,
                    !source.isKind(index - 1, .period),
                    source.isKind(index + 1, .leftParen)
                {
                    nameToken = index
                } else if source.isWord(index, "self") || (isContainer(source, index) && !source.isKind(index - 1, .period)) {
                    return .failure(
                        Untranslatable(.closureUsesContainer, "its closure uses '\(source.text(index))' beyond resolving a registration"))
                } else if containerHelpers.contains(source.text(index)), !source.isKind(index - 1, .period) {
                    return .failure(
                        Untranslatable(
                            .closureUsesContainerMember,
                            "its closure uses '\(source.text(index))', a member of 'extension Container' that is not a registration; "
                                + "move it out of the container"))
                }
                guard let nameToken else {
                    index += 1
                    continue
                }
                let name = aliasTargets[source.text(nameToken)] ?? source.text(nameToken)
                if byName[name] == nil, containerHelpers.contains(name) {
                    return .failure(
                        Untranslatable(
                            .closureUsesContainerMember,
                            "its closure calls '\(source.text(first, nameToken))', a member of 'extension Container' that is not a "
                                + "registration; move it out of the container"))
                }
                if byName[name] == nil, registrationNames.contains(name) {
                    return .failure(Untranslatable(.dependencyStays, "it depends on '\(name)', which stays too (see its warning)"))
                }
                guard let dependency = byName[name] else {
                    return .failure(
                        Untranslatable(
                            .unknownDependency, "its closure calls '\(source.text(first, nameToken))', which is not a registration it found"
                        )
                    )
                }
                guard let callEnd = Self.resolveCallEnd(source, after: nameToken) else {
                    return .failure(
                        Untranslatable(.dependencyWithArguments, "its closure passes arguments to '\(name)', which a manifest cannot"))
                }
                if let reason = staying[name] {
                    // The reason is at that registration's own warning; a short one is said here too.
                    let place = location(dependency.sourceIndex, dependency.nameToken)
                    let why = reason.reason.count <= 80 ? reason.reason : "see its warning, \(place.path):\(place.line)"
                    return .failure(Untranslatable(.dependencyStays, "it depends on '\(name)', which stays too (\(why))"))
                }
                if !dependencies.contains(where: { $0.name == name }) { dependencies.append(dependency) }
                replacements.append((first...callEnd, name))
                index = callEnd + 1
            }
        }
        // Names: the closure's own parameters first (a `ParameterFactory`'s), then one per dependency.
        var ownNames = closure.parameters.map(\.name)
        // `self { Router(completion: $0) }`: the parameter gets a name, which the manifest's closure declares.
        let shorthand = closure.shorthandArguments(source)
        if registration.explicitParameter != nil, shorthand.keys.sorted() == [0] {
            ownNames = ["parameter"]
            replacements += shorthand[0, default: []].map { ($0...$0, "parameter") }
        } else if let parameter = registration.explicitParameter, shorthand.count > 1,
            shorthand.keys.sorted() == Array(0..<shorthand.count),
            parameter.hasPrefix("("), FactoryReader.topLevelComma(in: String(parameter.dropFirst().dropLast())) != nil
        {
            // `ParameterFactory<(Route, Mode), T>` written `{ T(route: $0, mode: $1) }`: the tuple's elements.
            ownNames = ["parameter"]
            replacements += shorthand.flatMap { number, tokens in tokens.map { ($0...$0, "parameter.\(number)") } }
        }
        if registration.explicitParameter == nil, !ownNames.isEmpty {
            return .failure(Untranslatable(.closureParameters, "its closure takes parameters but its type is not 'ParameterFactory'"))
        }
        if registration.explicitParameter != nil, ownNames.count != 1 {
            return .failure(Untranslatable(.closureParameters, "its closure does not take the one parameter of a 'ParameterFactory'"))
        }
        var dependencyNames: [String: String] = [:]
        for dependency in dependencies {
            var name = dependency.name
            while ownNames.contains(name) || dependencyNames.values.contains(name) { name += "Dependency" }
            dependencyNames[dependency.name] = name
        }
        replacements = replacements.map { ($0.range, dependencyNames[$0.name] ?? $0.name) }

        var isolation: String?
        // A main-actor type whose initializers are all `nonisolated` is made anywhere.
        let implementation = closure.implementationName(source).flatMap { types[$0] }
        if closure.isMainActor || implementation?.isMainActor == true && implementation?.hasOnlyNonisolatedInitializers == false {
            isolation = "MainActor"
            closure.isMainActor = true
        }
        let needsForms = registration.explicitParameter != nil || dependencies.contains { $0.tag != nil }
        var parameters = registration.explicitParameter.map { [".explicit(\($0).self)"] } ?? []
        parameters += dependencies.map { dependency in
            let tag = dependency.tag.map { ", tag: \($0).self" } ?? ""
            return needsForms ? ".resolved(\(dependency.type).self\(tag))" : "\(dependency.type).self"
        }
        let kind: RegistrationKind = registration.explicitParameter != nil ? .register : lifetime.kind
        let entry = ManifestEntry(
            kind: kind, type: registration.type, scope: lifetime.scope, tag: registration.tag, isolation: isolation, parameters: parameters,
            factory: closure.rewritten(
                source, parameterNames: ownNames + dependencies.map { dependencyNames[$0.name] ?? $0.name }, replacing: replacements)
        )
        return .success(Translation(entry: entry, dependencies: dependencies.map(\.name), caveat: lifetime.caveat))
    }

    /// The last token of a resolve without arguments after a registration's name: `x()`,
    /// `x.resolve()` or `x.callAsFunction()`; nil for anything else.
    static func resolveCallEnd(_ source: SwiftSource, after nameToken: Int) -> Int? {
        var open = nameToken + 1
        if source.isKind(open, .period), source.isWord(open + 1, "resolve") || source.isWord(open + 1, "callAsFunction") { open += 2 }
        return source.isKind(open, .leftParen) && source.isKind(open + 1, .rightParen) ? open + 1 : nil
    }

    private struct Lifetime {
        var kind = RegistrationKind.auto
        /// Factory's name of a custom scope: `session` for `.scope(.session)`.
        var scope: String?
        var caveat: String?
    }

    /// The registration kind for Factory's scope modifiers.
    private func lifetimeOf(_ registration: FactoryRegistration) -> Result<Lifetime, Untranslatable> {
        var lifetime = Lifetime()
        for modifier in registration.modifiers {
            let scope = modifier.name == "scope" ? modifier.argument ?? "" : modifier.name
            switch scope {
            case "unique":
                lifetime = Lifetime()
            case "singleton":
                lifetime = Lifetime(kind: .singleton)
            case "cached":
                lifetime = Lifetime(
                    kind: .singleton,
                    caveat: "'.cached' became 'SingletonRegister', which cannot be reset as Factory's cache can; "
                        + "a value that changes at run time belongs in a 'ScopeInput'")
            case "shared":
                let declaration = types[registration.type]
                if declaration?.kind == .class || declaration?.isClassBound == true {
                    lifetime = Lifetime(
                        kind: .weakSingleton,
                        caveat: "'.shared' became 'WeakSingletonRegister': one instance while anyone holds it, as in Factory")
                } else {
                    lifetime = Lifetime(
                        kind: .singleton,
                        caveat: "'.shared' became 'SingletonRegister', which keeps its instance: '\(registration.type)' is not a class "
                            + "or a protocol that requires 'AnyObject', so nothing can hold it weakly")
                }
            case "graph":
                lifetime = Lifetime(caveat: "'.graph' became 'AutoRegister': StaticHub shares nothing within one resolve")
            case _ where Self.context(of: modifier) != nil:
                continue
            case _ where modifier.name == "scope" && !scope.isEmpty && scope.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }):
                lifetime = Lifetime(kind: .scoped, scope: scope)
            default:
                return .failure(Untranslatable(.noStaticHubForm, "'.\(modifier.name)' has no StaticHub form"))
            }
        }
        return .success(lifetime)
    }

    // MARK: Manifests

    /// One manifest per file, where its first `extension Container` was: in place of it when it
    /// held nothing else, else above it.
    private mutating func placeManifests(_ reader: FactoryReader) {
        let removable = emptiedAppContainers(reader)
        for (sourceIndex, source) in sources.enumerated() {
            let extensions = reader.extensions.filter { $0.sourceIndex == sourceIndex }
            var entries: [ManifestLine] = []
            var anchor: (range: Range<Int>, replaces: Bool)?
            for container in extensions {
                let moved = container.registrations.filter { translated[$0] != nil }
                entries += moved.flatMap { name in
                    translated[name].flatMap { moved in
                        moved.registration.aliasOf == nil && moved.entry.forwardsTo == nil ? moved.entry.inputs + [moved.entry.line] : nil
                    } ?? []
                }
                // An emptied app container's class goes, though it registers nothing itself.
                let keepsAll = moved.isEmpty && !(container.isClassBody && removable.contains(container.container))
                let keepsSome =
                    container.isClassBody
                    ? !removable.contains(container.container)
                    : !container.otherMembers.isEmpty || moved.count < container.registrations.count
                        || moved.contains { forwarded[$0] != nil }
                if let member = container.otherMembers.first, !container.isClassBody {
                    findings.untouched(
                        .containerMembersLeft,
                        "'extension \(container.container)' keeps members that are not registrations; move them by hand",
                        at: location(sourceIndex, member))
                }
                if keepsAll { continue }
                let whole = source.lineStart(of: container.declaration.lowerBound)..<source.lineEnd(of: container.declaration.upperBound)
                if keepsSome {
                    for name in moved {
                        guard let (registration, entry) = translated[name] else { continue }
                        let member = registration.member
                        if let use = forwarded[name] {
                            // An earlier run's forwarder stays as it is.
                            if entry.forwardsTo == nil {
                                findings.add(
                                    source.replacement(member.lowerBound, member.upperBound, with: forwarder(registration, entry)),
                                    in: source.path)
                            }
                            findings.keepsOldImport.insert(source.path)
                            findings.caveat(
                                .forwarder,
                                "'\(name)' moved to '\(hub)', and stays in Factory as a forwarder to it while code left on Factory uses it "
                                    + "(\(use.path):\(use.line)); a later run removes it once nothing does",
                                at: location(sourceIndex, registration.nameToken))
                        } else if entry.forwardsTo != nil,
                            let comment = source.commentLine(above: member.lowerBound, startingWith: forwarderComment)
                        {
                            // An earlier run's forwarder that nothing uses any more goes with its comment.
                            findings.add(TextEdit(comment.lowerBound..<source.lineEnd(of: member.upperBound), ""), in: source.path)
                        } else {
                            findings.add(source.deletion(member.lowerBound, member.upperBound), in: source.path)
                        }
                    }
                    if anchor == nil { anchor = (whole.lowerBound..<whole.lowerBound, false) }
                } else if anchor == nil {
                    anchor = (whole, true)
                } else {
                    findings.add(TextEdit(whole, ""), in: source.path)
                }
            }
            guard let anchor, !entries.isEmpty else { continue }
            let hub = hub
            findings.translated.insert(source.path)
            findings.manifests.append(
                ManifestPlacement(path: source.path, entries: entries) { name in
                    TextEdit(anchor.range, ManifestPlacement.hubExtension(hub, name, entries) + (anchor.replaces ? "" : "\n"))
                })
        }
    }

    // MARK: Helpers

    func location(_ sourceIndex: Int, _ token: Int) -> SourceLocation {
        sources[sourceIndex].location(token)
    }

    mutating func claim(_ sourceIndex: Int, _ range: ClosedRange<Int>) {
        claimed[sourceIndex, default: []].append(range)
    }

    /// The app's own containers left with nothing to do: every registration of theirs moved
    /// (none forwards), their declarations hold nothing else but `shared` and `manager`, and no
    /// code outside those declarations names them any more. Their class goes with the rest.
    private func emptiedAppContainers(_ reader: FactoryReader) -> Set<String> {
        var removable: Set<String> = []
        for name in Set(reader.extensions.filter(\.isClassBody).map(\.container)) {
            let declarations = reader.extensions.filter { $0.container == name }
            let emptied = declarations.allSatisfy { container in
                let others = container.otherMembers.filter { member in
                    let memberName = FactoryReader.memberName(sources[container.sourceIndex], at: member)
                    return !(container.isClassBody && (memberName == "shared" || memberName == "manager"))
                }
                return others.isEmpty && container.registrations.allSatisfy { translated[$0] != nil && forwarded[$0] == nil }
            }
            guard emptied else { continue }
            let stillNamed = sources.indices.contains { sourceIndex in
                let source = sources[sourceIndex]
                let own = declarations.filter { $0.sourceIndex == sourceIndex }.map(\.declaration)
                return source.tokens.indices.contains { index in
                    source.isKind(index, .identifier) && source.text(index) == name && !isClaimed(sourceIndex, index)
                        && !own.contains { $0.contains(index) }
                }
            }
            if !stillNamed { removable.insert(name) }
        }
        return removable
    }

    func isClaimed(_ sourceIndex: Int, _ token: Int) -> Bool {
        claimed[sourceIndex]?.contains { $0.contains(token) } ?? false
    }
}
