/// The interface stage: a module's parsed files → its hubs as importing hubs see them
/// (`HubInterface`s of `DeclaredRegistration`s, with normalised types, generated names and
/// access), reporting a hub or registration no generated code could serve.
struct InterfaceBuilder {
    private let files: [ParsedFile]
    let types: DeclaredTypes
    private let globalActors: Set<String>
    /// For each type, the types and type aliases declared inside it, by their name there: a
    /// manifest may name its hub's members without the hub's prefix.
    private let memberTypeNames: [String: Set<String>]
    let knownTypes: TypeNormalizer.KnownTypes
    /// The module of the files; nil for the target being generated.
    private let module: String?
    /// The module's default actor isolation, which a hub declared without one of its own has.
    private let defaultIsolation: DefaultIsolation
    var diagnostics: [Diagnostic] = []

    /// The interfaces of the hubs `files` declare manifests for, in name order, and what this
    /// stage reports. `importedDeclarations`: the types the dependency modules declare, which
    /// tell whether a bare name in a manifest is a protocol.
    static func declare(
        _ files: [ParsedFile], module: String?, defaultIsolation: DefaultIsolation, importedDeclarations: [TypeDeclaration] = []
    ) -> (module: DeclaredModule, diagnostics: [Diagnostic]) {
        var builder = InterfaceBuilder(
            files: files, module: module, defaultIsolation: defaultIsolation, importedDeclarations: importedDeclarations)
        var manifestsByHub: [String: [Manifest]] = [:]
        for manifest in files.flatMap(\.manifests) {
            manifestsByHub[manifest.hubName, default: []].append(manifest)
        }
        let interfaces = manifestsByHub.keys.sorted().compactMap { builder.interface(of: $0, manifests: manifestsByHub[$0]!) }
        let declared = DeclaredModule(
            interfaces: interfaces, types: builder.types,
            manifestFileImports: files.filter { !$0.manifests.isEmpty }.flatMap(\.imports))
        return (declared, builder.diagnostics)
    }

    private init(files: [ParsedFile], module: String?, defaultIsolation: DefaultIsolation, importedDeclarations: [TypeDeclaration]) {
        self.files = files
        self.module = module
        self.defaultIsolation = defaultIsolation
        types = DeclaredTypes(files)
        globalActors = Set(files.flatMap(\.globalActors)).union(["MainActor"])
        var memberTypeNames: [String: Set<String>] = [:]
        for name in files.flatMap({ $0.typeDeclarations.map(\.qualifiedName) + $0.nestedTypeAliases }) {
            guard let dot = name.lastIndex(of: ".") else { continue }
            memberTypeNames[String(name[..<dot]), default: []].insert(String(name[name.index(after: dot)...]))
        }
        self.memberTypeNames = memberTypeNames
        knownTypes = TypeNormalizer.KnownTypes(
            declarations: Array(types.all) + importedDeclarations,
            manifests: files.flatMap(\.manifests),
            memberTypeNames: memberTypeNames
        )
    }

    private mutating func interface(of name: String, manifests: [Manifest]) -> HubInterface? {
        guard let declaration = types[name] else {
            for manifest in manifests {
                diagnostics.append(Diagnostic(.Hubs.hubNotFound(name), at: manifest.location))
            }
            return nil
        }
        guard declaration.kind != .protocol else {
            diagnostics.append(Diagnostic(.Hubs.hubIsProtocol(name), at: declaration.location))
            return nil
        }
        guard !declaration.isGeneric else {
            diagnostics.append(Diagnostic(.Hubs.genericHub(name), at: declaration.location))
            return nil
        }
        let access = types.effectiveAccess(of: declaration)
        guard access >= .internal else {
            diagnostics.append(Diagnostic(.Hubs.hubNotExtendable(name, access: access.rawValue), at: declaration.location))
            return nil
        }
        let normalizer = TypeNormalizer(hubName: name, memberTypeNames: memberTypeNames[name] ?? [], known: knownTypes)
        let taskScopes = declaredTaskScopes(of: name, manifests: manifests, normalizer: normalizer)
        let taskScopeTypes = Set(taskScopes.map(\.scope))
        var elementCounts: [RegistrationIdentity: Int] = [:]
        let registrations = manifests.flatMap(\.registrations).map { written in
            let registration = written.normalized(with: normalizer, taskScopes: taskScopeTypes)
            if let scopeEnd = registration.scopeEnd, let scope = registration.scope, !scope.isTask {
                diagnostics.append(Diagnostic(.LifetimesAndIsolation.scopeEndOutsideTaskScope(scope.type.spelling), at: scopeEnd.location))
            }
            var elementNumber: Int?
            if registration.kind.isCollectionElement {
                elementNumber = elementCounts[registration.identity, default: 0]
                elementCounts[registration.identity, default: 0] += 1
            }
            if registration.kind.lifetime == .weakSingleton { checkWeakSingletonType(registration) }
            if registration.kind.isOpaque { checkOpaqueType(registration) }
            let (memberAccess, limitedBy) = memberAccess(of: registration, hubAccess: access)
            return DeclaredRegistration(
                registration: registration, plainName: registration.plainName,
                hasPlainMetatype: normalizer.isKnownNotBareProtocol(registration.registeredType),
                hasPlainTagMetatype: registration.tag.map(normalizer.isKnownNotBareProtocol) ?? true,
                access: memberAccess, accessLimitedBy: limitedBy, elementNumber: elementNumber)
        }
        let manifestPaths = Set(manifests.map(\.location.path))
        var requirements: [Requirement] = []
        for written in manifests.flatMap(\.requirements) {
            let requirement = written.normalized(with: normalizer)
            guard !requirements.contains(where: { $0.identity == requirement.identity }) else { continue }
            let registered = registrations.contains {
                $0.registration.identity == requirement.identity && !$0.registration.kind.isCollectionElement
                    && !$0.registration.kind.isRequirementDefault
            }
            if registered, !requirement.hasDefault {
                diagnostics.append(
                    Diagnostic(
                        .Requirements.requirementAlsoRegistered(requirement.identity.description, hub: name), at: requirement.location))
            }
            requirements.append(requirement)
        }
        return HubInterface(
            name: name,
            module: module,
            access: access,
            globalActor: isolation(of: declaration),
            registrations: registrations,
            imports: manifests.flatMap(\.imports),
            fileImports: files.filter { manifestPaths.contains($0.path) }.flatMap(\.imports),
            requirements: requirements,
            taskScopes: taskScopes,
            normalizer: normalizer
        )
    }

    /// The hub's `TaskScope` declarations, normalised, each once; reports a repeat, and one
    /// that no registration or input of the hub lives in.
    private mutating func declaredTaskScopes(of hub: String, manifests: [Manifest], normalizer: TypeNormalizer)
        -> [TaskScopeDeclaration]
    {
        let written = manifests.flatMap(\.taskScopes)
        // Most hubs have none: no pass over their registrations.
        guard !written.isEmpty else { return [] }
        let used = Set(manifests.lazy.flatMap(\.registrations).compactMap { $0.scope.map { normalizer.normalized($0.type) } })
        var declared: [TaskScopeDeclaration] = []
        for taskScope in written.map({ $0.normalized(with: normalizer) }) {
            guard !declared.contains(where: { $0.scope == taskScope.scope }) else {
                diagnostics.append(
                    Diagnostic(.LifetimesAndIsolation.taskScopeDeclaredTwice(taskScope.scope.spelling, hub: hub), at: taskScope.location))
                continue
            }
            if !used.contains(taskScope.scope) {
                diagnostics.append(Diagnostic(.LifetimesAndIsolation.taskScopeUnused(taskScope.scope.spelling), at: taskScope.location))
            }
            declared.append(taskScope)
        }
        return declared
    }

    /// The hub's access, lowered to that of the least accessible type the registration's
    /// generated signatures name (the registered type and the explicit parameters); a
    /// private or fileprivate one is reported, since generated code lives in another file.
    private mutating func memberAccess(of registration: Registration, hubAccess: AccessLevel) -> (AccessLevel, limitedBy: String?) {
        let named =
            [(registration.registeredType, registration.registeredTypeLocation)]
            + (registration.tag.map { [($0, registration.registeredTypeLocation)] } ?? [])
            + registration.explicitParameters.map { ($0.type, $0.location) }
            + (registration.scope.map { [($0.type, $0.location)] } ?? [])
        let (access, limitedBy, notVisible) = types.access(naming: named, hubAccess: hubAccess)
        diagnostics += notVisible
        return (access, limitedBy)
    }

    /// The global actor a hub's declaration isolates it to: its attribute's; none when it is
    /// `nonisolated` or an actor (whose static members no default isolates); else the
    /// module's default (a new Xcode app's hub is `@MainActor` without saying so).
    private func isolation(of declaration: TypeDeclaration) -> String? {
        if let attribute = declaration.attributes.first(where: isGlobalActor) { return attribute }
        return declaration.isNonisolated || declaration.kind == .actor ? nil : defaultIsolation.globalActor
    }

    /// `@MainActor`, a `@globalActor` type declared in the target, or (for global actors
    /// from other modules) any attribute named like one.
    private func isGlobalActor(_ attribute: String) -> Bool {
        globalActors.contains(attribute) || (attribute.hasSuffix("Actor") && attribute != "globalActor")
    }
}

/// What the interface stage makes of a module's parsed files.
struct DeclaredModule: Sendable {
    /// Its hubs with manifests, as importing hubs see them, in name order.
    let interfaces: [HubInterface]
    let types: DeclaredTypes
    /// The imports of the files that hold manifests, which the generated file repeats.
    let manifestFileImports: [ImportDeclaration]
}
