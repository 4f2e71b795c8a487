/// Turns the parsed files of a target into hubs ready to render, reporting what would
/// otherwise surface as a confusing compiler error inside generated code.
struct HubModelBuilder {
    let files: [ParsedFile]
    var diagnostics: [Diagnostic] = []
    let declarations: [String: TypeDeclaration]
    let globalActors: Set<String>
    /// For each type, the types and type aliases declared inside it, by their name there: a
    /// manifest may name its hub's members without the hub's prefix.
    let memberTypeNames: [String: Set<String>]
    let knownTypes: TypeNormalizer.KnownTypes
    /// The module of the files; nil for the target being generated.
    let module: String?
    /// The module's default actor isolation, which a hub declared without one of its own has.
    let defaultIsolation: DefaultIsolation
    /// Each hub's, once its interface is built: it tells the collections' metatypes too.
    var normalizers: [String: TypeNormalizer] = [:]
    /// Where a missing dependency may be registered instead: hubs of the dependency modules.
    var dependencyHubs = DependencyHubDirectory { [] }

    /// `importedDeclarations`: the types the dependency modules declare, which tell whether a
    /// bare name in a manifest is a protocol.
    private init(
        files: [ParsedFile], module: String?, defaultIsolation: DefaultIsolation, importedDeclarations: [TypeDeclaration] = []
    ) {
        self.files = files
        self.module = module
        self.defaultIsolation = defaultIsolation
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

    /// The target's hubs, wired. `dependencies` are the modules the target depends on: the
    /// parsed files of those an import reaches, read for the public hubs a manifest may
    /// import, and the rest, read for a missing dependency's hint only.
    static func build(
        _ files: [ParsedFile], defaultIsolation: DefaultIsolation, dependencies: DependencyModules
    ) -> (model: GenerationModel, diagnostics: [Diagnostic]) {
        let reached = dependencies.reached
        let sendability = Sendability(
            modules: [(files.flatMap(\.typeDeclarations), defaultIsolation)]
                + reached.map { ($0.files.flatMap(\.typeDeclarations), $0.defaultIsolation) })
        var dependencyInterfaces: [HubInterface] = []
        for dependency in reached {
            // A dependency's own problems are its build's to report.
            var builder = HubModelBuilder(files: dependency.files, module: dependency.module, defaultIsolation: dependency.defaultIsolation)
            dependencyInterfaces += builder.interfaces()
        }
        let importedDeclarations = reached.flatMap { $0.files.flatMap(\.typeDeclarations) }
        var builder = HubModelBuilder(
            files: files, module: nil, defaultIsolation: defaultIsolation, importedDeclarations: importedDeclarations)
        builder.dependencyHubs = DependencyHubDirectory {
            dependencyInterfaces
                + dependencies.unreached.flatMap { module in
                    var builder = HubModelBuilder(files: module.files, module: module.module, defaultIsolation: module.defaultIsolation)
                    return builder.interfaces()
                }
        }
        // Interfaces → catalog, which hands back the target's hubs with what their imports
        // give them (effects, copies of open registrations).
        let catalog = HubCatalog(
            dependencyInterfaces + builder.interfaces(), dependencyModules: dependencies.names,
            isKnownSendable: sendability.isKnownSendable)
        let interfaces = catalog.localHubs
        let importsByHub = interfaces.map(catalog.imports(of:))
        // Another hub can import a hub that is public, or that a hub of this target imports.
        let importedLocally = Set(importsByHub.flatMap(\.localHubNames))
        var hubs: [HubModel] = []
        var imports = builder.manifestFileImports
        for (interface, imported) in zip(interfaces, importsByHub) {
            builder.diagnostics += imported.diagnostics
            let isImportable = interface.access >= .public || importedLocally.contains(interface.name)
            hubs.append(builder.makeHub(interface, imports: imported, isImportable: isImportable))
            for source in imported.registrations {
                imports.append(contentsOf: source.requiredImports)
            }
            imports += interface.rebuiltImports
            builder.checkRequirements(of: interface)
        }
        var seen: Set<ImportDeclaration> = []
        let model = GenerationModel(
            imports: imports.filter { seen.insert($0).inserted }, hubs: hubs, defaultIsolation: defaultIsolation)
        return (model, builder.diagnostics)
    }

    /// The imports of the files that hold manifests, which the generated file repeats.
    var manifestFileImports: [ImportDeclaration] {
        files.filter { !$0.manifests.isEmpty }.flatMap(\.imports)
    }

    /// Every hub with a manifest here, as importing hubs see it, in name order.
    mutating func interfaces() -> [HubInterface] {
        var manifestsByHub: [String: [Manifest]] = [:]
        for manifest in files.flatMap(\.manifests) {
            manifestsByHub[manifest.hubName, default: []].append(manifest)
        }
        return manifestsByHub.keys.sorted().compactMap { interface(of: $0, manifests: manifestsByHub[$0]!) }
    }

    // MARK: Hubs

    mutating func interface(of name: String, manifests: [Manifest]) -> HubInterface? {
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
            globalActor: isolation(of: declaration),
            registrations: registrations,
            imports: manifests.flatMap(\.imports),
            fileImports: files.filter { manifestPaths.contains($0.path) }.flatMap(\.imports),
            requirements: requirements
        )
    }

    /// Wires the hub's own registrations after those it imports.
    mutating func makeHub(_ interface: CatalogHub, imports: HubCatalog.Imports, isImportable: Bool) -> HubModel {
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
            importedHubs: imports.hubs,
            isImportable: isImportable
        )
    }

    /// The hub's access, lowered to that of the least accessible type the registration's
    /// generated signatures name (the registered type and the explicit parameters), where the
    /// files read declare it; a private or fileprivate one is reported, since generated code
    /// lives in another file. Types declared elsewhere are the compiler's to check (its error
    /// lands on the registration through `#sourceLocation`).
    mutating func memberAccess(of registration: Registration, hubAccess: AccessLevel) -> (AccessLevel, limitedBy: String?) {
        let named =
            [(registration.registeredType, registration.registeredTypeLocation)]
            + (registration.tag.map { [($0, registration.registeredTypeLocation)] } ?? [])
            + registration.explicitParameters.map { ($0.type, $0.location) }
            + (registration.scope.map { [($0.type, $0.location)] } ?? [])
        return memberAccess(naming: named, hubAccess: hubAccess, privateTypes: .reported)
    }

    /// What `memberAccess(naming:hubAccess:privateTypes:)` does with a private or fileprivate
    /// type, which generated code in another file cannot name.
    enum PrivateTypes {
        /// Reported at its location: a registration's own signature names it.
        case reported
        /// Only lowers the access: the caller reports it otherwise, or it cannot matter.
        case ignored
    }

    /// The hub's access, lowered to that of the least accessible of `named`.
    mutating func memberAccess(
        naming named: [(TypeSyntax, SourceLocation)],
        hubAccess: AccessLevel,
        privateTypes: PrivateTypes
    ) -> (AccessLevel, limitedBy: String?) {
        var access = hubAccess
        var limitedBy: String?
        for (type, location) in named {
            for name in type.nominalNames {
                guard let declaration = declarations[name] else { continue }
                let declared = effectiveAccess(of: declaration)
                if privateTypes == .reported, declared < .internal {
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

    /// The most restrictive access along the chain of enclosing types.
    func effectiveAccess(of declaration: TypeDeclaration) -> AccessLevel {
        var access = declaration.declaredAccess ?? declaration.extensionAccess ?? .internal
        var enclosingName = declaration.enclosingTypeName
        var visited: Set<String> = [declaration.qualifiedName]
        while let name = enclosingName, visited.insert(name).inserted, let enclosing = declarations[name] {
            access = min(access, enclosing.declaredAccess ?? enclosing.extensionAccess ?? .internal)
            enclosingName = enclosing.enclosingTypeName
        }
        return access
    }

    /// The global actor a hub's declaration isolates it to: its attribute's; none when it is
    /// `nonisolated` or an actor (whose static members no default isolates); else the
    /// module's default (a new Xcode app's hub is `@MainActor` without saying so).
    func isolation(of declaration: TypeDeclaration) -> String? {
        if let attribute = declaration.attributes.first(where: isGlobalActor) { return attribute }
        return declaration.isNonisolated || declaration.kind == .actor ? nil : defaultIsolation.globalActor
    }

    /// `@MainActor`, a `@globalActor` type declared in the target, or (for global actors
    /// from other modules) any attribute named like one.
    func isGlobalActor(_ attribute: String) -> Bool {
        globalActors.contains(attribute) || (attribute.hasSuffix("Actor") && attribute != "globalActor")
    }
}
