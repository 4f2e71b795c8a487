import StaticHubGenerator

/// The plan: which registrations move, each with its manifest entry and tag, why the rest
/// stay, and what moved registrations resolve that no file registers. Its messages and the
/// statements it claims go with the plan to the rewriters.
struct SwinjectPlanner: SwinjectReading, ClaimingPass {
    let input: SwinjectInput
    var findings = StyleFindings()
    var claimed = ClaimedRanges()
    var markers: MarkerNames
    var translated: [(registration: SwinjectRegistration, entry: ManifestEntry)] = []
    var requirements: [Int: [ManifestLine]] = [:]

    static func plan(_ reader: SwinjectReader, _ input: SwinjectInput, hubIsMainActor: Bool) -> (
        plan: SwinjectPlan, findings: StyleFindings, claimed: ClaimedRanges
    ) {
        var planner = SwinjectPlanner(input: input, markers: MarkerNames(input.types, hub: input.hub))
        planner.findings.hubIsMainActor = hubIsMainActor
        planner.translateRegistrations(reader)
        let plan = SwinjectPlan(
            input: input, translated: planner.translated, requirements: planner.requirements, markers: planner.markers.declared)
        return (plan, planner.findings, planner.claimed)
    }
}

extension SwinjectPlanner {
    /// The tag marker of a registration name: `Card` for `"card"`.
    mutating func tag(for name: String?) -> String? {
        name.map { markers.name(for: $0, suffix: "Tag") }
    }

    private mutating func translateRegistrations(_ reader: SwinjectReader) {
        for failure in reader.unreadable {
            findings.stays("this registration", in: "Swinject", failure.reason, at: sources[failure.sourceIndex].location(failure.token))
            claim(failure.sourceIndex, failure.statement)
        }
        let forwarders = reader.registrations.indices.filter { hubForwarderAccessor(reader.registrations[$0]) != nil }
        let staying = StayingRegistrations.find(
            reader.registrations.indices.filter { !forwarders.contains($0) },
            initially: registeredAgain(reader, besides: forwarders).merging(conditionalInPublicHub(reader)) { first, _ in first }
        ) { index, staying in
            switch entry(for: reader.registrations[index]) {
            case .failure(let failure):
                return failure
            case .success(let translation):
                let stayingKeys = Set(
                    staying.keys.map { SwinjectDependency(type: reader.registrations[$0].type, name: reader.registrations[$0].name) }
                ).union(reader.unreadableRegistrations)
                if let dependency = translation.dependencies.first(where: stayingKeys.contains) {
                    return Untranslatable(.dependencyStays, "it depends on '\(dependency.type)', which stays in Swinject")
                }
                if let reason = alternativeDiffers(index, translation.entry, in: reader, staying: staying) { return reason }
                return dependencyUnderCondition(of: reader.registrations[index], translation.dependencies, in: reader)
            }
        }
        for (index, registration) in reader.registrations.enumerated() {
            let source = sources[registration.sourceIndex]
            claim(registration.sourceIndex, registration.statement)
            if let accessor = hubForwarderAccessor(registration) {
                translated.append((registration, ManifestEntry.forwarder(of: registration.type, to: accessor)))
                continue
            }
            if let reason = staying[index] {
                findings.stays("this registration", in: "Swinject", reason, at: source.location(registration.keyword))
                continue
            }
            guard case .success(var translation) = entry(for: registration) else { continue }
            translation.entry.tag = tag(for: registration.name)
            translation.entry.parameters = translation.parameters.map { parameter in
                guard case .resolved(let dependency) = parameter else { return parameter.text(tag: nil, forms: true) }
                return parameter.text(tag: tag(for: dependency.name), forms: translation.needsForms)
            }
            if let name = registration.name, let tag = translation.entry.tag {
                findings.caveat(.nameBecameTag, "the name \"\(name)\" became the tag '\(tag)'", at: source.location(registration.keyword))
            }
            if let caveat = translation.caveat {
                findings.caveat(.lifetimeChanged, caveat, at: source.location(registration.objectScopeToken ?? registration.keyword))
            }
            if !translation.conditionalDependencies.isEmpty {
                findings.caveat(
                    .conditionalDependencies,
                    SwiftSource.conditionalDependenciesCaveat("this registration", translation.conditionalDependencies),
                    at: source.location(registration.keyword))
            }
            findings.moved(translation.entry, at: source.location(registration.keyword), types)
            translated.append((registration, translation.entry))
            findings.translated.insert(source.path)
        }
        declareRequirements(reader)
    }

    /// Whether the type written `type` names `name` as a whole word (`ViewModel` in
    /// `Box<ViewModel>`, not in `ViewModelImpl`).
    static func names(_ name: String, in type: String) -> Bool {
        type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { $0 == name }
    }

    /// The accessor of `hub` that a forwarder left by an earlier run calls, the whole body of
    /// its closure (`container.register(Clock.self) { _ in AppHub.resolveClock() }`); nil for any
    /// other registration. What it forwards to moved already: it is not moved again.
    private func hubForwarderAccessor(_ registration: SwinjectRegistration) -> String? {
        guard case .closure(let closure) = registration.factory else { return nil }
        return HubForwarderCall.accessor(in: sources[registration.sourceIndex], body: closure.body, hub: hub)
    }

    /// A type moved registrations resolve that no file registers is provided by whoever builds
    /// the container elsewhere (a host app): the manifest declares it as a `HubRequirement`,
    /// which the generator would otherwise ask for as a missing registration.
    private mutating func declareRequirements(_ reader: SwinjectReader) {
        let registered = Set(reader.registrations.map { SwinjectDependency(type: $0.type, name: $0.name) })
            .union(reader.unreadableRegistrations)
        var declared: Set<SwinjectDependency> = []
        for (registration, entry) in translated {
            let dependencies = entry.parameters.isEmpty ? [] : resolvedDependencies(of: registration)
            for dependency in dependencies where !registered.contains(dependency) && declared.insert(dependency).inserted {
                let tag = tag(for: dependency.name).map { ", tag: \($0).self" } ?? ""
                let line = ManifestLine(kind: .requirementDefault, arguments: ["\(dependency.type).self\(tag)"])
                requirements[registration.sourceIndex, default: []].append(line)
                findings.caveat(
                    .hostRequirement,
                    "'\(dependency.type)' is registered in none of these files, so the manifest declares "
                        + "'HubRequirement(\(dependency.type).self\(tag))': what needs it is resolved from a hub that imports '\(hub)' "
                        + "and registers it (a host app's), not from '\(hub)' itself; if this app registers it, move that "
                        + "registration to '\(hub)' and delete the requirement",
                    at: sources[registration.sourceIndex].location(registration.keyword))
            }
        }
    }

    /// What a translated registration resolves, as its translation found it.
    private func resolvedDependencies(of registration: SwinjectRegistration) -> [SwinjectDependency] {
        guard case .success(let translation) = entry(for: registration) else { return [] }
        return translation.dependencies
    }

    enum Parameter {
        case explicit(String)
        case resolved(SwinjectDependency)

        func text(tag: String?, forms: Bool) -> String {
            switch self {
            case .explicit(let type): ".explicit(\(type).self)"
            case .resolved(let dependency):
                forms || tag != nil
                    ? ".resolved(\(dependency.type).self\(tag.map { ", tag: \($0).self" } ?? ""))" : "\(dependency.type).self"
            }
        }
    }

    struct Translation {
        var entry: ManifestEntry
        var parameters: [Parameter]
        var dependencies: [SwinjectDependency]
        var needsForms: Bool
        var caveat: String?
        /// The types of the dependencies its closure resolves only under an `#if`.
        var conditionalDependencies: [String] = []
    }

    func entry(for registration: SwinjectRegistration) -> Result<Translation, Untranslatable> {
        let source = sources[registration.sourceIndex]
        if let reason = types.filePrivateReason(registering: registration.type) { return .failure(reason) }
        var kind = RegistrationKind.auto
        var caveat: String?
        switch registration.objectScope {
        case nil:
            // Swinject's default scope is `.graph`: the same caveat as an explicit one.
            caveat = "no object scope is Swinject's '.graph', which became 'AutoRegister': StaticHub shares nothing within one resolve"
        case "transient":
            break
        case "container":
            kind = .singleton
        case "graph":
            caveat = "'.graph' became 'AutoRegister': StaticHub shares nothing within one resolve"
        case "weak":
            let declaration = types[registration.type]
            if declaration?.kind == .class || declaration?.isClassBound == true {
                kind = .weakSingleton
            } else {
                kind = .singleton
                caveat =
                    "'.weak' became 'SingletonRegister', which keeps its instance: '\(registration.type)' is not a class "
                    + "or a protocol that requires 'AnyObject', so nothing can hold it weakly"
            }
        case let scope?:
            return .failure(Untranslatable(.noStaticHubForm, "the object scope '.\(scope)' has no StaticHub form"))
        }
        switch registration.factory {
        case .initializer(let reference):
            return autoregistration(registration, reference, kind: kind, caveat: caveat)
        case .closure(var closure):
            if let logic = closure.unmovableBody(source) {
                return .failure(
                    Untranslatable(.emptyClosure, logic)
                )
            }
            // A helper's closure that is not given the resolver resolves nothing (see `RegistrationHelper`);
            // `{ Impl(api: $0.resolve(API.self)!) }` names the resolver `$0`.
            let shorthand = closure.shorthandArguments(source)
            if shorthand.keys.contains(where: { $0 > 0 }) {
                return .failure(
                    Untranslatable(.closureParameters, "its closure's arguments are written '$1', …; name them, '{ r, id in … }'"))
            }
            let resolver = registration.takesResolver ? closure.parameters.first?.name ?? (shorthand.isEmpty ? nil : "$0") : ""
            guard let resolver else {
                return .failure(Untranslatable(.closureParameters, "its closure does not take the resolver"))
            }
            var parameters: [Parameter] = []
            var names: [String] = []
            for argument in closure.parameters.dropFirst(registration.takesResolver ? 1 : 0) {
                guard let type = argument.type ?? passedArgumentType(argument.name, closure, source) else {
                    return .failure(
                        Untranslatable(
                            .argumentTypeUnknown,
                            "the type of its argument '\(argument.name)' is not written, nor passed to an initializer it found; write '{ (r, \(argument.name): T) in … }'"
                        )
                    )
                }
                parameters.append(.explicit(ManifestEntry.spelled(type, types)))
                names.append(argument.name)
            }
            var dependencies: [SwinjectDependency] = []
            var replacements: [(range: ClosedRange<Int>, name: String)] = []
            var dependencyNames: [SwinjectDependency: String] = [:]
            var index = closure.body.lowerBound
            while index < closure.body.upperBound {
                guard source.isWord(index, resolver) else {
                    index += 1
                    continue
                }
                guard let (dependency, end) = resolvedDependency(source, at: index) else {
                    return .failure(Untranslatable(.closureUsesContainer, "its closure uses '\(resolver)' beyond 'resolve(T.self)!'"))
                }
                if dependencyNames[dependency] == nil {
                    var name = ManifestEntry.lowerCamel(plainTypeName(dependency.type) ?? "dependency")
                    if let tagName = dependency.name { name += tagName.upperCamelTypeName }
                    while names.contains(name) { name += "Dependency" }
                    names.append(name)
                    dependencyNames[dependency] = name
                    dependencies.append(dependency)
                    parameters.append(.resolved(dependency))
                }
                replacements.append((index...end, dependencyNames[dependency] ?? ""))
                index = end + 1
            }
            // A manifest is a static member of the hub: it sees neither the registering code's
            // `self` nor the generic parameters of the declaration around it.
            if closure.body.contains(where: { source.isWord($0, "self") && !source.isKind($0 - 1, .period) }) {
                return .failure(
                    Untranslatable(
                        .registeringCodeInClosure, "its closure uses 'self' of the code that registers it, which a manifest cannot see"))
            }
            let locals = source.localNames(before: registration.statement.lowerBound).subtracting(names + [resolver])
            if let local = closure.body.first(where: { index in
                source.isKind(index, .identifier) && locals.contains(source.text(index)) && !source.isKind(index - 1, .period)
                    && !source.isKind(index + 1, .colon)
            }) {
                return .failure(
                    Untranslatable(
                        .registeringCodeInClosure,
                        "its closure uses '\(source.text(local))', a local of the code that registers it, which a manifest cannot see"))
            }
            let generic = SwinjectReader.genericParameterNames(in: source).subtracting(types.declarations.keys)
            let named =
                [registration.type] + dependencies.map(\.type)
                + parameters.compactMap {
                    if case .explicit(let type) = $0 { return type } else { return nil }
                }
            if let parameter = generic.sorted().first(where: { name in named.contains { Self.names(name, in: $0) } }) {
                return .failure(
                    Untranslatable(
                        .registeringCodeInClosure,
                        "it names '\(parameter)', a generic parameter of the code that registers it, which a manifest cannot see"))
            }
            // A main-actor type whose initializers are all `nonisolated` is made anywhere.
            if let implementation = closure.implementationName(source).flatMap({ types[$0] }), implementation.isMainActor,
                !implementation.hasOnlyNonisolatedInitializers
            {
                closure.isMainActor = true
            }
            let hasArguments = closure.parameters.count > (registration.takesResolver ? 1 : 0)
            if hasArguments, kind != .auto {
                return .failure(
                    Untranslatable(
                        .noStaticHubForm,
                        "a registration with arguments and the object scope '.\(registration.objectScope ?? "")' has no StaticHub form")
                )
            }
            let entry = ManifestEntry(
                kind: hasArguments ? .register : kind, type: registration.type, isolation: closure.isMainActor ? "MainActor" : nil,
                factory: closure.rewritten(source, parameterNames: names, replacing: replacements))
            let conditional = source.namesUnderConditions(replacements, in: [closure.body])
            return .success(
                Translation(
                    entry: entry, parameters: parameters, dependencies: dependencies,
                    needsForms: hasArguments || dependencies.contains { $0.name != nil }, caveat: caveat,
                    conditionalDependencies: conditional.compactMap { name in
                        dependencies.first { dependencyNames[$0] == name }.map { ManifestEntry.spelled($0.type, types) }
                    }))
        }
    }

    /// The type of an argument the closure does not annotate, when it passes it straight to the
    /// initializer it calls, `{ _, name in Horse(name: name) }`: the type of that initializer's
    /// parameter with the label, if its type declares exactly one.
    private func passedArgumentType(_ name: String, _ closure: FactoryClosure, _ source: SwiftSource) -> String? {
        guard let implementation = closure.implementationName(source), let declaration = types[implementation],
            source.isKind(closure.body.lowerBound + 1, .leftParen), let close = source.partner(of: closure.body.lowerBound + 1)
        else { return nil }
        let label = source.commaSeparated(closure.body.lowerBound + 2..<close).lazy.compactMap { piece -> String? in
            guard piece.count == 3, source.isKind(piece.lowerBound + 1, .colon), source.isWord(piece.lowerBound + 2, name) else {
                return nil
            }
            return source.text(piece.lowerBound)
        }.first
        let initializers =
            declaration.initializers.isEmpty && declaration.kind == .struct
            ? [declaration.memberwiseParameters ?? []] : declaration.initializers
        let types = Set(initializers.flatMap { $0 }.filter { $0.label == label }.map(\.type))
        return types.count == 1 ? types.first : nil
    }

    /// `autoregister(P.self, initializer: Impl.init)`: the parameter types are the initializer's.
    private func autoregistration(
        _ registration: SwinjectRegistration, _ reference: ClosedRange<Int>, kind: RegistrationKind, caveat: String?
    )
        -> Result<Translation, Untranslatable>
    {
        let source = sources[registration.sourceIndex]
        let implementation = source.text(reference.lowerBound)
        guard source.isKind(reference.lowerBound + 1, .period), source.isWord(reference.lowerBound + 2, "init"),
            let declaration = types[implementation]
        else {
            return .failure(Untranslatable(.initializerNotFound, "its initializer is not 'Impl.init' of a type it found"))
        }
        var labels: [String]?
        if reference.upperBound > reference.lowerBound + 4, source.isKind(reference.lowerBound + 3, .leftParen) {
            // `Impl.init(a:b:)`: the labels between the parentheses.
            let inside = source.text(reference.lowerBound + 4, reference.upperBound - 1)
            labels = inside.split(separator: ":").map(String.init)
        }
        let candidates = types.initializers(of: declaration, labels: labels)
        guard candidates.count == 1, let parameters = candidates.first else {
            return .failure(
                Untranslatable(
                    .initializerNotFound,
                    candidates.isEmpty
                        ? "it found no initializer of '\(implementation)' to read the parameter types from"
                        : "'\(implementation)' has several initializers; name one, as in 'initializer: \(implementation).init(a:b:)'"))
        }
        let dependencies = parameters.map { SwinjectDependency(type: ManifestEntry.spelled($0.type, types)) }
        let isolation = declaration.isMainActor && !declaration.hasOnlyNonisolatedInitializers ? "MainActor" : nil
        let entry = ManifestEntry(
            kind: kind, type: registration.type, isolation: isolation, factory: source.oneLine(reference.lowerBound, reference.upperBound))
        return .success(
            Translation(
                entry: entry, parameters: dependencies.map { .resolved($0) }, dependencies: dependencies, needsForms: false, caveat: caveat)
        )
    }
}
