/// Turns the parsed files of a target into hubs ready to render, reporting what would
/// otherwise surface as a confusing compiler error inside generated code.
struct HubModelBuilder {
    private let files: [ParsedFile]
    private var diagnostics: [Diagnostic] = []
    private let declarations: [String: TypeDeclaration]
    private let globalActors: Set<String>
    /// For each type, the types and type aliases declared inside it, by their name there: a
    /// manifest may name its hub's members without the hub's prefix.
    private let memberTypeNames: [String: Set<String>]
    private let knownTypes: TypeNormalizer.KnownTypes
    /// The module of the files; nil for the target being generated.
    private let module: String?
    /// Each hub's, once its interface is built: it tells the collections' metatypes too.
    private var normalizers: [String: TypeNormalizer] = [:]
    /// Where a missing dependency may be registered instead: hubs of the dependency modules.
    private var dependencyHubs = DependencyHubDirectory { [] }

    /// `importedDeclarations`: the types the dependency modules declare, which tell whether a
    /// bare name in a manifest is a protocol.
    private init(files: [ParsedFile], module: String?, importedDeclarations: [TypeDeclaration] = []) {
        self.files = files
        self.module = module
        var declarations: [String: TypeDeclaration] = [:]
        for declaration in files.flatMap(\.typeDeclarations) where declarations[declaration.qualifiedName] == nil {
            declarations[declaration.qualifiedName] = declaration
        }
        self.declarations = declarations
        self.globalActors = Set(files.flatMap(\.globalActors)).union(["MainActor"])
        var memberTypeNames: [String: Set<String>] = [:]
        for name in files.flatMap({ $0.typeDeclarations.map(\.qualifiedName) + $0.nestedTypeAliases }) {
            guard let dot = name.lastIndex(of: ".") else { continue }
            memberTypeNames[String(name[..<dot]), default: []].insert(String(name[name.index(after: dot)...]))
        }
        self.memberTypeNames = memberTypeNames
        self.knownTypes = TypeNormalizer.KnownTypes(
            declarations: Array(declarations.values) + importedDeclarations,
            manifests: files.flatMap(\.manifests),
            memberTypeNames: memberTypeNames
        )
    }

    /// The target's hubs, wired. `dependencies` are the parsed files of the modules an import
    /// reaches, read for the public hubs a manifest may import; `searchedModules` are all the
    /// modules the target depends on, named when an import is not found; `unreachedModules`
    /// reads the files of those no import reaches, for a missing dependency's hint only.
    static func build(
        _ files: [ParsedFile],
        dependencies: [(module: String, files: [ParsedFile])],
        searchedModules: [String],
        unreachedModules: @escaping () -> [(module: String, files: [ParsedFile])] = { [] }
    ) -> (model: GenerationModel, diagnostics: [Diagnostic]) {
        let sendability = Sendability(declarations: (files + dependencies.flatMap(\.files)).flatMap(\.typeDeclarations))
        var catalog = HubCatalog(dependencyModules: searchedModules, isKnownSendable: sendability.isKnownSendable)
        var dependencyInterfaces: [HubInterface] = []
        for dependency in dependencies {
            // A dependency's own problems are its build's to report.
            var builder = HubModelBuilder(files: dependency.files, module: dependency.module)
            let interfaces = builder.interfaces()
            catalog.add(interfaces)
            dependencyInterfaces += interfaces
        }
        let importedDeclarations = dependencies.flatMap { $0.files.flatMap(\.typeDeclarations) }
        var builder = HubModelBuilder(files: files, module: nil, importedDeclarations: importedDeclarations)
        builder.dependencyHubs = DependencyHubDirectory {
            dependencyInterfaces
                + unreachedModules().flatMap { module in
                    var builder = HubModelBuilder(files: module.files, module: module.module)
                    return builder.interfaces()
                }
        }
        catalog.add(builder.interfaces())
        catalog.propagateEffects()
        catalog.rebuildOpenRegistrations()
        let interfaces = catalog.localInterfaces
        var hubs: [HubModel] = []
        var imports = builder.manifestFileImports
        var importedLocally: Set<String> = []
        for interface in interfaces {
            let imported = catalog.imports(of: interface)
            builder.diagnostics += imported.diagnostics
            hubs.append(builder.makeHub(interface, imports: imported))
            importedLocally.formUnion(imported.localHubNames)
            for source in imported.registrations {
                imports.append(contentsOf: source.requiredImports)
            }
            imports += interface.rebuiltImports
            builder.checkRequirements(of: interface)
        }
        for index in hubs.indices {
            hubs[index].isImportable = hubs[index].access >= .public || importedLocally.contains(hubs[index].name)
        }
        var seen: Set<ImportDeclaration> = []
        let model = GenerationModel(imports: imports.filter { seen.insert($0).inserted }, hubs: hubs)
        return (model, builder.diagnostics)
    }

    /// The imports of the files that hold manifests, which the generated file repeats.
    private var manifestFileImports: [ImportDeclaration] {
        files.filter { !$0.manifests.isEmpty }.flatMap(\.imports)
    }

    /// Every hub with a manifest here, as importing hubs see it, in name order.
    private mutating func interfaces() -> [HubInterface] {
        var manifestsByHub: [String: [Manifest]] = [:]
        for manifest in files.flatMap(\.manifests) {
            manifestsByHub[manifest.hubName, default: []].append(manifest)
        }
        return manifestsByHub.keys.sorted().compactMap { interface(of: $0, manifests: manifestsByHub[$0]!) }
    }

    // MARK: Hubs

    private mutating func interface(of name: String, manifests: [Manifest]) -> HubInterface? {
        guard let declaration = declarations[name] else {
            for manifest in manifests {
                diagnostics.append(Diagnostic(.hubNotFound(name), at: manifest.location))
            }
            return nil
        }
        guard declaration.kind != .protocol else {
            diagnostics.append(Diagnostic(.hubIsProtocol(name), at: declaration.location))
            return nil
        }
        guard !declaration.isGeneric else {
            diagnostics.append(Diagnostic(.genericHub(name), at: declaration.location))
            return nil
        }
        let access = effectiveAccess(of: declaration)
        guard access >= .internal else {
            diagnostics.append(Diagnostic(.hubNotExtendable(name, access: access.rawValue), at: declaration.location))
            return nil
        }
        let normalizer = TypeNormalizer(hubName: name, memberTypeNames: memberTypeNames[name] ?? [], known: knownTypes)
        normalizers[name] = normalizer
        var elementCounts: [RegistrationIdentity: Int] = [:]
        let registrations = manifests.flatMap(\.registrations).map { written in
            var registration = written
            registration.normalizeTypes(with: normalizer)
            var wired = WiredRegistration(registration: registration, plainName: registration.plainName, parameters: [])
            if registration.kind.isCollectionElement {
                wired.elementNumber = elementCounts[registration.identity, default: 0]
                elementCounts[registration.identity, default: 0] += 1
            }
            wired.hasPlainMetatype = normalizer.isKnownNotBareProtocol(registration.registeredType)
            wired.hasPlainTagMetatype = registration.tag.map(normalizer.isKnownNotBareProtocol) ?? true
            if registration.kind.lifetime == .weakSingleton { checkWeakSingletonType(registration) }
            if registration.kind.isOpaque { checkOpaqueType(registration) }
            (wired.access, wired.accessLimitedBy) = memberAccess(of: registration, hubAccess: access)
            return wired
        }
        let manifestPaths = Set(manifests.map(\.location.path))
        var requirements: [Requirement] = []
        for written in manifests.flatMap(\.requirements) {
            var requirement = written
            requirement.type = normalizer.normalized(requirement.type)
            requirement.tag = requirement.tag.map(normalizer.normalized)
            guard !requirements.contains(where: { $0.identity == requirement.identity }) else { continue }
            let registered = registrations.contains {
                $0.registration.identity == requirement.identity && !$0.registration.kind.isCollectionElement
                    && !$0.registration.kind.isRequirementDefault
            }
            if registered, !requirement.hasDefault {
                diagnostics.append(
                    Diagnostic(.requirementAlsoRegistered(requirement.identity.description, hub: name), at: requirement.location))
            }
            requirements.append(requirement)
        }
        return HubInterface(
            name: name,
            module: module,
            access: access,
            globalActor: declaration.attributes.first(where: isGlobalActor),
            registrations: registrations,
            imports: manifests.flatMap(\.imports),
            fileImports: files.filter { manifestPaths.contains($0.path) }.flatMap(\.imports),
            requirements: requirements
        )
    }

    /// Reports a requirement no registration depends on, and a collection's element that
    /// depends on one (its collection is composed in the declaring hub, which cannot make it).
    private mutating func checkRequirements(of interface: HubInterface) {
        let required = Set(interface.requirements.map(\.identity))
        guard !required.isEmpty else { return }
        var needed: Set<RegistrationIdentity> = []
        for wired in interface.registrations {
            for parameter in wired.registration.parameters
            where required.contains(parameter.requiredIdentity) && parameter.form != .explicit {
                needed.insert(parameter.requiredIdentity)
            }
            if wired.isOpen, wired.registration.kind.isCollectionElement {
                let reached = wired.registration.parameters.first { required.contains($0.requiredIdentity) }?.requiredIdentity.description
                let message = DiagnosticMessage.openCollectionElement(wired.registration.identity.description, requirement: reached ?? "")
                diagnostics.append(Diagnostic(message, at: wired.registration.location))
            }
        }
        for requirement in interface.requirements where !needed.contains(requirement.identity) {
            diagnostics.append(
                Diagnostic(.requirementNotNeeded(requirement.identity.description, hub: interface.name), at: requirement.location))
        }
    }

    /// Wires the hub's own registrations after those it imports.
    private mutating func makeHub(_ interface: HubInterface, imports: HubCatalog.Imports) -> HubModel {
        for requirement in interface.requirements where !requirement.hasDefault {
            guard let provided = imports.registrations.first(where: { $0.registration.registration.identity == requirement.identity }),
                let source = provided.registration.importedFrom
            else { continue }
            let message = DiagnosticMessage.requirementImported(
                requirement.identity.description, hub: interface.name, importedHub: source.hubName)
            diagnostics.append(Diagnostic(message, at: requirement.location))
        }
        let (registrations, collections) = wire(
            interface.registrations, imports: imports, requirements: Set(interface.requirements.filter { !$0.hasDefault }.map(\.identity)),
            hubName: interface.name, hubAccess: interface.access, hubActor: interface.globalActor
        )
        return HubModel(
            name: interface.name,
            requirements: interface.requirements,
            access: interface.access,
            globalActor: interface.globalActor,
            registrations: registrations,
            collections: collections,
            importedHubs: imports.hubs
        )
    }

    /// The hub's access, lowered to that of the least accessible type the registration's
    /// generated signatures name (the registered type and the explicit parameters), where the
    /// files read declare it; a private or fileprivate one is reported, since generated code
    /// lives in another file. Types declared elsewhere are the compiler's to check (its error
    /// lands on the registration through `#sourceLocation`).
    private mutating func memberAccess(of registration: Registration, hubAccess: AccessLevel) -> (AccessLevel, limitedBy: String?) {
        let named =
            [(registration.registeredType, registration.registeredTypeLocation)]
            + (registration.tag.map { [($0, registration.registeredTypeLocation)] } ?? [])
            + registration.explicitParameters.map { ($0.type, $0.location) }
            + (registration.scope.map { [($0.type, $0.location)] } ?? [])
        return memberAccess(naming: named, hubAccess: hubAccess, reporting: true)
    }

    /// The hub's access, lowered to that of the least accessible of `named`; with `reporting`,
    /// a private or fileprivate one is reported at its location.
    private mutating func memberAccess(
        naming named: [(TypeSyntax, SourceLocation)],
        hubAccess: AccessLevel,
        reporting: Bool
    ) -> (AccessLevel, limitedBy: String?) {
        var access = hubAccess
        var limitedBy: String?
        for (type, location) in named {
            for name in type.nominalNames {
                guard let declaration = declarations[name] else { continue }
                let declared = effectiveAccess(of: declaration)
                if reporting, declared < .internal {
                    diagnostics.append(Diagnostic(.typeNotVisibleToGeneratedCode(name, access: declared.rawValue), at: location))
                }
                if declared < access {
                    access = declared
                    limitedBy = name
                }
            }
        }
        return (max(access, .internal), limitedBy)
    }

    /// A struct or enum declared in the files read cannot be held weakly: said here, before
    /// the compiler's "'weak' may only be applied to class" in generated storage.
    private mutating func checkWeakSingletonType(_ registration: Registration) {
        guard case .nominal = registration.registeredType, let name = registration.registeredType.nominalNames.first,
            let declaration = declarations[name], declaration.kind == .struct || declaration.kind == .enum
        else { return }
        let kind = declaration.kind == .struct ? "struct" : "enum"
        diagnostics.append(
            Diagnostic(.weakSingletonOfValueType(registration.registeredType.spelling, kind: kind), at: registration.registeredTypeLocation)
        )
    }

    /// `some P` needs a protocol: a struct, enum, class or actor the files read declare (or a
    /// standard value type) is reported here, once, where the compiler would report every
    /// generated member that spells `any` of it.
    private mutating func checkOpaqueType(_ registration: Registration) {
        let type = registration.registeredType.withoutExistential
        guard case .nominal = type, knownTypes.concreteTypeNames.contains(type.spelling), !knownTypes.protocolNames.contains(type.spelling)
        else { return }
        diagnostics.append(
            Diagnostic(
                .opaqueNeedsProtocol(registration.kind.name, registration.writtenType.spelling), at: registration.registeredTypeLocation))
    }

    /// The most restrictive access along the chain of enclosing types.
    private func effectiveAccess(of declaration: TypeDeclaration) -> AccessLevel {
        var access = declaration.declaredAccess ?? declaration.extensionAccess ?? .internal
        var enclosingName = declaration.enclosingTypeName
        var visited: Set<String> = [declaration.qualifiedName]
        while let name = enclosingName, visited.insert(name).inserted, let enclosing = declarations[name] {
            access = min(access, enclosing.declaredAccess ?? enclosing.extensionAccess ?? .internal)
            enclosingName = enclosing.enclosingTypeName
        }
        return access
    }

    /// `@MainActor`, a `@globalActor` type declared in the target, or (for global actors
    /// from other modules) any attribute named like one.
    private func isGlobalActor(_ attribute: String) -> Bool {
        globalActors.contains(attribute) || (attribute.hasSuffix("Actor") && attribute != "globalActor")
    }

    // MARK: Registrations

    /// Checks the registrations as a graph and links each resolved parameter to its provider,
    /// composing the collections they take. Imported registrations come first, already
    /// checked in their own hubs.
    private mutating func wire(
        _ local: [WiredRegistration],
        imports: HubCatalog.Imports,
        requirements: Set<RegistrationIdentity>,
        hubName: String,
        hubAccess: AccessLevel,
        hubActor: String?
    ) -> ([WiredRegistration], [WiredCollection]) {
        let (wired, byIdentity) = admitRegistrations(imports.registrations.map(\.registration) + local, hubName: hubName)
        let collections = composeCollections(of: wired, imports: imports, hubAccess: hubAccess, normalizer: normalizers[hubName]!)
        let linked = linkProviders(
            of: wired, collections: collections, byIdentity: byIdentity, requirements: requirements, hidden: imports.hidden,
            hubName: hubName
        )
        reportCycles(in: linked, collections: collections)
        diagnostics += CaptiveDependencies.diagnostics(in: linked, collections: collections)
        reportConflictingIsolation(in: linked, collections: collections, hubActor: hubActor)
        reportInputDefaultProblems(in: linked, collections: collections, hubActor: hubActor)
        return (linked, collections)
    }

    /// Reports each of the hub's scope inputs whose default `startScope` could not make as a
    /// default argument: one that would suspend, throw or need an actor other than the hub's,
    /// or that reaches something of its own scope, which `startScope` would read from the
    /// generation it ends.
    private mutating func reportInputDefaultProblems(
        in registrations: [WiredRegistration], collections: [WiredCollection], hubActor: String?
    ) {
        for wired in registrations where wired.importedFrom == nil && wired.registration.hasInputDefault {
            let input = wired.registration
            let effects = wired.effects
            let leavesHubActor = effects.isolation.map { $0.spelling != hubActor } ?? false
            if !effects.isNone || leavesHubActor {
                let words = effects.typeWords + (leavesHubActor ? ["isolated to '\(effects.isolation!.spelling)'"] : [])
                let message = DiagnosticMessage.inputDefaultWithEffects(
                    input.identity.description, effects: words.joined(separator: " and "))
                diagnostics.append(Diagnostic(message, at: input.factory.location))
                continue
            }
            var visited: Set<Int> = []
            var pending = wired.parameters.flatMap { $0.source.eagerTargets(in: collections) }
            while let next = pending.popLast() {
                guard visited.insert(next).inserted else { continue }
                let reached = registrations[next].registration
                if reached.kind.lifetime == .scoped, reached.scope?.type == input.scope?.type {
                    let message = DiagnosticMessage.inputDefaultReachesScope(
                        input.identity.description, reached: reached.identity.description, scope: input.scope!.type.spelling)
                    diagnostics.append(Diagnostic(message, at: input.factory.location))
                    break
                }
                pending += registrations[next].parameters.flatMap { $0.source.eagerTargets(in: collections) }
            }
        }
    }

    /// Keeps the first registration of each identity and of each accessor name, reporting the rest.
    private mutating func admitRegistrations(
        _ candidates: [WiredRegistration],
        hubName: String
    ) -> ([WiredRegistration], [RegistrationIdentity: Int]) {
        var byIdentity: [RegistrationIdentity: Int] = [:]
        var byPlainName: [String: Int] = [:]
        var wired: [WiredRegistration] = []
        for candidate in candidates {
            let registration = candidate.registration
            // A collection's elements share its identity, and have no accessor of their own.
            if registration.kind.isCollectionElement {
                wired.append(candidate)
                continue
            }
            let identity = registration.identity
            // An imported registration's problems belong on the `HubImport` that brings it in.
            let location = candidate.importedFrom?.importLocation ?? registration.location
            if let first = byIdentity[identity] {
                let firstLocation = wired[first].registration.location
                if let source = wired[first].importedFrom {
                    let note = Diagnostic.Note(.importedRegistration(identity.description, hub: source.hubName), at: firstLocation)
                    diagnostics.append(
                        Diagnostic(.duplicatesImportedRegistration(identity.description, hub: source.hubName), at: location, notes: [note]))
                } else {
                    let note = Diagnostic.Note(.previousRegistration(identity.description), at: firstLocation)
                    diagnostics.append(Diagnostic(.duplicateRegistration(identity.description, hub: hubName), at: location, notes: [note]))
                }
                continue
            }
            if let first = byPlainName[candidate.plainName] {
                let firstIdentity = wired[first].registration.identity.description
                let note = Diagnostic.Note(.clashingRegistration(firstIdentity), at: wired[first].registration.location)
                diagnostics.append(
                    Diagnostic(.accessorNameClash(candidate.accessorName, firstIdentity, identity.description), at: location, notes: [note])
                )
                continue
            }
            byIdentity[identity] = wired.count
            byPlainName[candidate.plainName] = wired.count
            wired.append(candidate)
        }
        return (wired, byIdentity)
    }

    // MARK: Collections

    /// One collection per identity that an element in reach adds to or that a local
    /// registration takes as `.collection`: its elements in the registrations' order (imported
    /// ones first, then manifest order). Named after the manifest's own spelling where it has
    /// one; a name that clashes with another accessor is reported.
    private mutating func composeCollections(
        of wired: [WiredRegistration],
        imports: HubCatalog.Imports,
        hubAccess: AccessLevel,
        normalizer: TypeNormalizer
    ) -> [WiredCollection] {
        var collections: [WiredCollection] = []
        var positions: [RegistrationIdentity: Int] = [:]
        func add(_ identity: RegistrationIdentity, plainName: String, hasPlainMetatypes: (Bool, Bool), at location: SourceLocation) {
            guard positions[identity] == nil else { return }
            positions[identity] = collections.count
            let named = [identity.type] + (identity.tag.map { [$0] } ?? [])
            let access = memberAccess(naming: named.map { ($0, location) }, hubAccess: hubAccess, reporting: false).0
            collections.append(
                WiredCollection(
                    identity: identity, plainName: plainName, hasPlainMetatype: hasPlainMetatypes.0,
                    hasPlainTagMetatype: hasPlainMetatypes.1,
                    elements: [], access: access, location: location
                ))
        }
        let elements = wired.indices.filter { wired[$0].registration.kind.isCollectionElement }
        // Named by the hub's own elements first, then its own parameters, then imported elements.
        for index in elements where wired[index].importedFrom == nil {
            let element = wired[index]
            add(
                element.registration.identity, plainName: element.plainName,
                hasPlainMetatypes: (element.hasPlainMetatype, element.hasPlainTagMetatype), at: element.registration.location)
        }
        for registration in wired where registration.importedFrom == nil {
            for parameter in registration.registration.parameters where parameter.form == .collection {
                let plainName = parameter.type.plainName + (parameter.tag?.plainName ?? "")
                let hasPlainMetatypes = (
                    normalizer.isKnownNotBareProtocol(parameter.type), parameter.tag.map(normalizer.isKnownNotBareProtocol) ?? true
                )
                add(parameter.requiredIdentity, plainName: plainName, hasPlainMetatypes: hasPlainMetatypes, at: parameter.location)
            }
        }
        for index in elements {
            let element = wired[index]
            add(
                element.registration.identity, plainName: element.plainName,
                hasPlainMetatypes: (element.hasPlainMetatype, element.hasPlainTagMetatype),
                at: element.importedFrom?.importLocation ?? element.registration.location)
            let position = positions[element.registration.identity]!
            collections[position].elements.append(index)
            collections[position].effects = collections[position].effects.union(element.effects)
        }
        for position in collections.indices {
            let collection = collections[position]
            collections[position].alsoMockedIn = imports.collections.compactMap { hub in
                guard let effects = hub.effects[collection.identity] else { return nil }
                // A mock closure converts to no type with fewer effects.
                return effects.isAsync == collection.effects.isAsync && effects.throwsErrors == collection.effects.throwsErrors
                    ? hub.hubName : nil
            }
        }
        reportAccessorClashes(of: collections, with: wired)
        return collections
    }

    /// `resolveAllAnalyticsSink()` is also the accessor of a registration whose plain name is
    /// `AllAnalyticsSink`, or of another collection with the same plain name.
    private mutating func reportAccessorClashes(of collections: [WiredCollection], with wired: [WiredRegistration]) {
        var byPlainName: [String: Int] = [:]
        for (index, registration) in wired.enumerated() where registration.elementNumber == nil {
            byPlainName[registration.plainName] = byPlainName[registration.plainName] ?? index
        }
        var collectionsByName: [String: WiredCollection] = [:]
        for collection in collections {
            let name = collection.accessorName
            if let index = byPlainName["All" + collection.plainName] {
                let other = wired[index].registration
                let message = DiagnosticMessage.collectionAccessorNameClash(
                    name, collection: collection.identity.description, other: other.identity.description, otherIsCollection: false)
                let note = Diagnostic.Note(.clashingRegistration(other.identity.description), at: other.location)
                diagnostics.append(Diagnostic(message, at: collection.location, notes: [note]))
            } else if let first = collectionsByName[name] {
                let message = DiagnosticMessage.collectionAccessorNameClash(
                    name, collection: collection.identity.description, other: first.identity.description, otherIsCollection: true)
                let note = Diagnostic.Note(.clashingRegistration(first.identity.description), at: first.location)
                diagnostics.append(Diagnostic(message, at: collection.location, notes: [note]))
            } else {
                collectionsByName[name] = collection
            }
        }
    }

    /// Points each resolved parameter at the registration that provides it, reporting one that
    /// none provides and one whose provider needs arguments only a caller has.
    private mutating func linkProviders(
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
    private static func source(of parameter: Registration.Parameter, target: Int?) -> WiredParameter.Source? {
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
    private mutating func reportCycles(in registrations: [WiredRegistration], collections: [WiredCollection]) {
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
    private mutating func reportConflictingIsolation(
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

    private mutating func reportCycle(_ found: [(node: Int, parameter: Int)], in registrations: [WiredRegistration]) {
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
