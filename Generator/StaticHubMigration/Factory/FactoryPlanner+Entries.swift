import StaticHubGenerator

/// A registration's manifest entry: its dependencies, parameters, isolation and lifetime, or
/// why it has none.
extension FactoryPlanner {
    func entry(for registration: FactoryRegistration, _ byName: [String: FactoryRegistration], staying: [String: Untranslatable])
        -> Result<
            Translation, Untranslatable
        >
    {
        let source = sources[registration.sourceIndex]
        if let reason = types.filePrivateReason(registering: registration.type) { return .failure(reason) }
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
                } else if source.isWord(index, "self"), source.isKind(index + 1, .period), !source.isKind(index - 1, .period) {
                    nameToken = index + 2
                } else if source.isKind(index, .identifier), byName[aliasTargets[source.text(index)] ?? source.text(index)] != nil,
                    !source.isKind(index - 1, .period),
                    source.isKind(index + 1, .leftParen)
                {
                    nameToken = index
                } else if (source.isWord(index, "self") || isContainer(source, index)) && !source.isKind(index - 1, .period) {
                    // (`FirebaseApp.self` is a type's metatype, not the container.)
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
                // One declaration, or one in each branch of an `#if` (alternatives), which together may.
                let conditions = context.declaredConditions[name] ?? [dependency.condition]
                if !ConditionClause.clauses(registration.condition, imply: conditions) {
                    let place = location(dependency.sourceIndex, dependency.nameToken)
                    return .failure(
                        Untranslatable(
                            .dependencyUnderCondition,
                            "it depends on '\(name)', which is declared only under '#if "
                                + conditions.map { $0.map(\.text).joined(separator: ", ") }.joined(separator: "' or '#if ")
                                + "' (\(place.path):\(place.line)), and it is not: a manifest would have nothing to give it in the "
                                + "other builds"))
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
        let mainActorMock = mainActorMockType(of: registration.name)
        if closure.isMainActor || isMadeOnTheMainActor(implementation) || mainActorMock != nil {
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
        var translation = Translation(entry: entry, dependencies: dependencies.map(\.name), caveat: lifetime.caveat)
        translation.conditionalDependencies = source.namesUnderConditions(replacements, in: closure.statementRanges)
            .compactMap { name in dependencies.first { dependencyNames[$0.name] == name }?.type }
        if !registration.closure.isMainActor, !isMadeOnTheMainActor(implementation) { translation.isolatedForMock = mainActorMock }
        return .success(translation)
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
        /// The types of the dependencies it resolves only under an `#if`, which the manifest's
        /// closure takes as parameters: resolved whichever branch is compiled.
        var conditionalDependencies: [String] = []
        /// The main-actor type a test's or preview's mock makes, which alone isolates the registration.
        var isolatedForMock: String?
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

    struct Translation {
        var entry: ManifestEntry
        /// The names of the registrations it resolves.
        var dependencies: [String] = []
        var caveat: String?
        /// The types of the dependencies it resolves only under an `#if`, which the manifest's
        /// closure takes as parameters: resolved whichever branch is compiled.
        var conditionalDependencies: [String] = []
        /// The main-actor type a test's or preview's mock makes, which alone isolates the registration.
        var isolatedForMock: String?
    }

    /// A main-actor type whose initializers are not all `nonisolated`: made on the main actor.
    private func isMadeOnTheMainActor(_ declaration: TypeDirectory.Declaration?) -> Bool {
        declaration?.isMainActor == true && declaration?.hasOnlyNonisolatedInitializers == false
    }

    /// The main-actor type a test or preview override of `name` makes (`{ @MainActor in
    /// MockWeather() }` of a `@MainActor` class): its mock must be main-actor isolated, so
    /// the registration is too.
    private func mainActorMockType(of name: String) -> String? {
        for override in overrides where override.isOverride {
            let source = sources[override.sourceIndex]
            guard source.text(override.nameToken) == name, let closure = FactoryClosure(source, at: override.argument),
                let made = closure.implementationName(source), isMadeOnTheMainActor(types[made])
            else { continue }
            return made
        }
        return nil
    }
}
