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
    /// modules the target depends on, named when an import is not found.
    static func build(
        _ files: [ParsedFile],
        dependencies: [(module: String, files: [ParsedFile])],
        searchedModules: [String]
    ) -> (model: GenerationModel, diagnostics: [Diagnostic]) {
        var catalog = HubCatalog(dependencyModules: searchedModules)
        for dependency in dependencies {
            // A dependency's own problems are its build's to report.
            var builder = HubModelBuilder(files: dependency.files, module: dependency.module)
            catalog.add(builder.interfaces())
        }
        let importedDeclarations = dependencies.flatMap { $0.files.flatMap(\.typeDeclarations) }
        var builder = HubModelBuilder(files: files, module: nil, importedDeclarations: importedDeclarations)
        catalog.add(builder.interfaces())
        catalog.propagateEffects()
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
        let registrations = manifests.flatMap(\.registrations).map { written in
            var registration = written
            registration.normalizeTypes(with: normalizer)
            var wired = WiredRegistration(registration: registration, plainName: registration.plainName, parameters: [])
            wired.hasPlainMetatype = normalizer.isKnownNotBareProtocol(registration.registeredType)
            wired.hasPlainTagMetatype = registration.tag.map(normalizer.isKnownNotBareProtocol) ?? true
            if registration.kind.lifetime == .weakSingleton { checkWeakSingletonType(registration) }
            (wired.access, wired.accessLimitedBy) = memberAccess(of: registration, hubAccess: access)
            return wired
        }
        let manifestPaths = Set(manifests.map(\.location.path))
        return HubInterface(
            name: name,
            module: module,
            access: access,
            globalActor: declaration.attributes.first(where: isGlobalActor),
            registrations: registrations,
            imports: manifests.flatMap(\.imports),
            fileImports: files.filter { manifestPaths.contains($0.path) }.flatMap(\.imports)
        )
    }

    /// Wires the hub's own registrations after those it imports.
    private mutating func makeHub(_ interface: HubInterface, imports: HubCatalog.Imports) -> HubModel {
        HubModel(
            name: interface.name,
            access: interface.access,
            globalActor: interface.globalActor,
            registrations: wire(interface.registrations, imports: imports, hubName: interface.name),
            importedHubs: imports.hubs
        )
    }

    /// The hub's access, lowered to that of the least accessible type the registration's
    /// generated signatures name (the registered type and the explicit parameters), where the
    /// files read declare it; a private or fileprivate one is reported, since generated code
    /// lives in another file. Types declared elsewhere are the compiler's to check (its error
    /// lands on the registration through `#sourceLocation`).
    private mutating func memberAccess(of registration: Registration, hubAccess: AccessLevel) -> (AccessLevel, limitedBy: String?) {
        var access = hubAccess
        var limitedBy: String?
        let named = [(registration.registeredType, registration.registeredTypeLocation)]
            + (registration.tag.map { [($0, registration.registeredTypeLocation)] } ?? [])
            + registration.explicitParameters.map { ($0.type, $0.location) }
        for (type, location) in named {
            for name in type.nominalNames {
                guard let declaration = declarations[name] else { continue }
                let declared = effectiveAccess(of: declaration)
                if declared < .internal {
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
        diagnostics.append(Diagnostic(.weakSingletonOfValueType(registration.registeredType.spelling, kind: kind), at: registration.registeredTypeLocation))
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

    /// Checks the registrations as a graph and links each resolved parameter to its provider.
    /// Imported registrations come first, already checked in their own hubs.
    private mutating func wire(_ local: [WiredRegistration], imports: HubCatalog.Imports, hubName: String) -> [WiredRegistration] {
        let (wired, byIdentity) = admitRegistrations(imports.registrations.map(\.registration) + local, hubName: hubName)
        let linked = linkProviders(of: wired, byIdentity: byIdentity, hidden: imports.hidden, hubName: hubName)
        reportCycles(in: linked)
        return linked
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
            let identity = registration.identity
            // An imported registration's problems belong on the `HubImport` that brings it in.
            let location = candidate.importedFrom?.importLocation ?? registration.location
            if let first = byIdentity[identity] {
                let firstLocation = wired[first].registration.location
                if let source = wired[first].importedFrom {
                    let note = Diagnostic.Note(.importedRegistration(identity.description, hub: source.hubName), at: firstLocation)
                    diagnostics.append(Diagnostic(.duplicatesImportedRegistration(identity.description, hub: source.hubName), at: location, notes: [note]))
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

    /// Points each resolved parameter at the registration that provides it, reporting one that
    /// none provides and one whose provider needs arguments only a caller has.
    private mutating func linkProviders(
        of registrations: [WiredRegistration],
        byIdentity: [RegistrationIdentity: Int],
        hidden: [RegistrationIdentity: HubCatalog.HiddenRegistration],
        hubName: String
    ) -> [WiredRegistration] {
        var wired = registrations
        for index in wired.indices {
            let registration = wired[index].registration
            guard wired[index].importedFrom == nil else {
                // Checked in its own hub; linked only so the graph draws its edges. A provider
                // internal to the other module is not imported, so that edge stays unlinked.
                wired[index].parameters = registration.parameters.map { parameter in
                    let target = parameter.form == .explicit ? nil : byIdentity[parameter.requiredIdentity]
                    return WiredParameter(parameter: parameter, source: Self.source(of: parameter, target: target) ?? .missing)
                }
                continue
            }
            wired[index].parameters = registration.parameters.map { parameter in
                guard parameter.form != .explicit else { return WiredParameter(parameter: parameter, source: .explicit) }
                let required = parameter.requiredIdentity
                guard let provider = byIdentity[required] else {
                    if let registration = hidden[required] {
                        let message = DiagnosticMessage.importedRegistrationNotPublic(
                            required.description, hub: registration.hubName, module: registration.module, culprit: registration.culprit
                        )
                        let note = Diagnostic.Note(.importedRegistration(required.description, hub: registration.hubName), at: registration.location)
                        diagnostics.append(Diagnostic(message, at: parameter.location, notes: [note]))
                        return WiredParameter(parameter: parameter, source: .missing)
                    }
                    // An optional dependency nothing provides is `nil`, by design.
                    if parameter.form == .optional { return WiredParameter(parameter: parameter, source: .absent) }
                    let message = MissingDependencyAdvisor.message(for: required, hub: hubName, registered: registrations)
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
        case (.resolved, nil), (.provider, nil): nil
        }
    }

    /// Reports each dependency cycle once, with the full path and a note per edge. An edge
    /// through a provider resolves later, on `make()`, so no cycle passes it.
    private mutating func reportCycles(in registrations: [WiredRegistration]) {
        enum Mark { case unvisited, inProgress, done }
        var marks = Array(repeating: Mark.unvisited, count: registrations.count)
        for root in registrations.indices where marks[root] == .unvisited {
            // Iterative depth-first search: (node, next parameter to follow).
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            marks[root] = .inProgress
            while let (node, next) = stack.last {
                let parameters = registrations[node].parameters
                guard next < parameters.count else {
                    marks[node] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                guard let provider = parameters[next].source.eagerTarget else { continue }
                switch marks[provider] {
                case .unvisited:
                    marks[provider] = .inProgress
                    stack.append((provider, 0))
                case .inProgress:
                    let start = stack.firstIndex { $0.node == provider }!
                    reportCycle(stack[start...].map { ($0.node, $0.next - 1) }, in: registrations)
                case .done:
                    continue
                }
            }
        }
    }

    private mutating func reportCycle(_ edges: [(node: Int, parameter: Int)], in registrations: [WiredRegistration]) {
        let names = edges.map { registrations[$0.node].registration.identity.description }
        let notes = edges.enumerated().map { offset, edge in
            let parameter = registrations[edge.node].parameters[edge.parameter].parameter
            let target = names[(offset + 1) % names.count]
            return Diagnostic.Note(.cycleEdge(names[offset], target), at: parameter.location)
        }
        let first = registrations[edges[0].node].registration
        diagnostics.append(Diagnostic(.dependencyCycle(names + [names[0]], breakWith: first.identity.parameterArguments), at: first.location, notes: notes))
    }
}
