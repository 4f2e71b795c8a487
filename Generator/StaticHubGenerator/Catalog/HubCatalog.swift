/// Every hub a manifest of the target can import: the target's own and the ones declared in
/// the modules it depends on. Answers what an importing hub receives, and reports imports
/// that cannot work.
struct HubCatalog {
    /// What one `HubImport` brings in: a registration of the declaring hub, to forward to.
    struct ImportedRegistration {
        let registration: CatalogRegistration
        /// What the generated file must import to name the declaring hub and its types.
        let requiredImports: [ImportDeclaration]
        /// What it must import to name the declaring hub alone.
        let moduleImport: [ImportDeclaration]
    }

    /// A registration of an imported hub that another module cannot reach: reported only
    /// if the importing hub needs it.
    struct HiddenRegistration {
        let hubName: String
        let module: String
        /// The type that keeps its members internal.
        let culprit: String
        let location: SourceLocation
    }

    /// What a hub's imports give it.
    struct Imports {
        /// Every hub reached, declaring hubs before importing ones.
        let hubs: [ImportedHub]
        /// Those of them declared in the target itself.
        let localHubNames: Set<String>
        let registrations: [ImportedRegistration]
        let hidden: [RegistrationIdentity: HiddenRegistration]
        /// For each hub reached, the effects of the collections it composes, by identity.
        let collections: [(hubName: String, effects: [RegistrationIdentity: Effects])]

        /// What the importing hub's generated file must import for its imports. Adopting them
        /// through the reach protocols of the hubs it imports by name, it names those hubs and
        /// the collection elements it composes, and no other hub's module: a file importing a
        /// module recompiles whenever that module declares a new type.
        var requiredImports: [ImportDeclaration] {
            guard ImportedHub.adoptsThroughReach(hubs) else { return registrations.flatMap(\.requiredImports) }
            let direct = Set(hubs.filter(\.isDirect).map(\.name))
            return registrations.flatMap { imported in
                if imported.registration.registration.kind.isCollectionElement { return imported.requiredImports }
                return direct.contains(imported.registration.importedFrom?.hubName ?? "") ? imported.moduleImport : []
            }
        }
    }

    /// Every hub, dependencies' first, each with its effects propagated and the copies it
    /// builds of its imports' open registrations.
    private(set) var hubs: [CatalogHub]
    /// By hub index: the effects of each collection the hub
    /// composes (one for every type its reach adds elements to or one of its registrations
    /// takes as `.collection`).
    private(set) var collectionEffects: [Int: [RegistrationIdentity: Effects]] = [:]
    let dependencyModules: [String]
    /// Whether a value of the type can leave its actor: an `.async` registration awaits an
    /// isolated dependency of such a type instead of taking on its isolation.
    let isKnownSendable: (TypeSyntax) -> Bool

    /// The catalog of `interfaces`, the hubs of the dependency modules and of the target, as
    /// the interface stage builds them: it propagates their effects and builds each hub's
    /// copies of its imports' open registrations, once, here.
    init(_ interfaces: [HubInterface], dependencyModules: [String], isKnownSendable: @escaping (TypeSyntax) -> Bool = { _ in false }) {
        hubs = interfaces.map(CatalogHub.init)
        self.dependencyModules = dependencyModules
        self.isKnownSendable = isKnownSendable
        propagateEffects()
        rebuildOpenRegistrations()
    }

    /// The target's own hubs.
    var localHubs: [CatalogHub] { hubs.filter { $0.module == nil } }

    /// Gives every registration of every hub its effects: those it declares, joined with
    /// those of each registration it resolves, in its hub or through its hub's imports (not
    /// through a provider, whose `make()` carries them instead). So an
    /// imported registration arrives with effects its hub's internal registrations gave it.
    private mutating func propagateEffects() {
        var propagation = EffectPropagation(catalog: self)
        for index in hubs.indices {
            _ = propagation.provided(byHubAt: index)
        }
        for (index, effects) in propagation.ownEffects {
            hubs[index] = hubs[index].with(registrations: zip(hubs[index].registrations, effects).map { $0.with(effects: $1) })
        }
        collectionEffects = propagation.collectionEffects
    }

    /// Marks each hub's open registrations, and adds to each hub the registrations it builds
    /// from the open ones of the hubs it imports (see `OpenRegistrations`), imported hubs
    /// first. A copy starts from the effects of its original's `_openMake…`, which depend on
    /// copies one import further down: effects are propagated again until they settle. A copy
    /// takes its original's mock identity, and a registration replacing a requirement's default
    /// the default's (see `MockIdentity`), down any chain of imports.
    private mutating func rebuildOpenRegistrations() {
        var done: Set<Int> = []
        var inProgress: Set<Int> = []
        var copies: [(hub: Int, position: Int, declaring: Int)] = []
        func visit(_ index: Int) {
            // An import cycle is reported elsewhere; here it only ends the walk.
            guard !done.contains(index), inProgress.insert(index).inserted else { return }
            let replaced = hubs[index].ownIdentities
            for reference in hubs[index].imports {
                guard let imported = hubIndex(named: reference.hubName) else { continue }
                visit(imported)
                let declaring = hubs[imported]
                // Another module calls only public `_openMake…` functions.
                for open in declaring.registrations
                where OpenRegistrations.isRebuilt(open, replacing: replaced)
                    && !open.registration.kind.isCollectionElement && (declaring.module == hubs[index].module || open.access >= .public)
                {
                    copies.append((index, hubs[index].registrations.count, imported))
                    let rebuilt = OpenRegistrations.rebuilt(open, of: declaring, in: hubs[index], through: reference.location)
                    hubs[index] = hubs[index].with(registrations: hubs[index].registrations + [rebuilt])
                }
                if declaring.registrations.contains(where: \.isBuiltByImporters) {
                    let moduleImport = declaring.module.map { [ImportDeclaration(text: "import " + $0, condition: nil)] } ?? []
                    hubs[index] = hubs[index].with(rebuiltImports: hubs[index].rebuiltImports + moduleImport + declaring.fileImports)
                }
            }
            let defaults = requirementDefaults(importedBy: index)
            if !defaults.isEmpty {
                hubs[index] = hubs[index].with(
                    registrations: hubs[index].registrations.map { cataloged in
                        guard cataloged.mayReplaceADefault, let replaced = defaults[cataloged.registration.identity] else {
                            return cataloged
                        }
                        return cataloged.with(mockedAs: replaced)
                    })
            }
            hubs[index] = OpenRegistrations.marked(hubs[index])
            inProgress.remove(index)
            done.insert(index)
        }
        for index in hubs.indices { visit(index) }
        guard !copies.isEmpty else { return }
        for _ in 0...copies.count {
            propagateEffects()
            var settled = true
            for copy in copies {
                let identity = hubs[copy.hub].registrations[copy.position].registration.identity
                guard
                    let original = hubs[copy.declaring].registrations.first(where: {
                        $0.isBuiltByImporters && $0.registration.identity == identity
                    }),
                    hubs[copy.hub].registrations[copy.position].registration.declaredEffects != original.effects
                else { continue }
                // A copy is the catalog's own declaration, never a manifest's: what its factory
                // (the `_openMake…` function) does settles here.
                var registrations = hubs[copy.hub].registrations
                registrations[copy.position] = registrations[copy.position].with(
                    declared: registrations[copy.position].declared.withFactoryEffects(original.effects))
                hubs[copy.hub] = hubs[copy.hub].with(registrations: registrations)
                settled = false
            }
            if settled { return }
        }
    }

    /// The mock identities of the requirement defaults the hub at `index` reaches through its
    /// imports, by the identity they register, the nearest hub's for a type two declare. Read
    /// once per hub: most reach none, and a chain of imports would make a search per
    /// registration quadratic.
    func requirementDefaults(importedBy index: Int) -> [RegistrationIdentity: MockIdentity] {
        var defaults: [RegistrationIdentity: MockIdentity] = [:]
        var queue = hubs[index].imports.compactMap { hubIndex(named: $0.hubName) }
        var seen = Set(queue)
        while !queue.isEmpty {
            let next = queue.removeFirst()
            for cataloged in hubs[next].registrations
            where cataloged.registration.kind.isRequirementDefault && defaults[cataloged.registration.identity] == nil {
                defaults[cataloged.registration.identity] =
                    cataloged.mockedAs ?? MockIdentity(hubName: hubs[next].name, mockName: cataloged.plainName)
            }
            for imported in hubs[next].imports.compactMap({ hubIndex(named: $0.hubName) }) where seen.insert(imported).inserted {
                queue.append(imported)
            }
        }
        return defaults
    }

    /// The effects of each collection the target's hub `name` composes, by identity.
    func collectionEffects(ofLocalHub name: String) -> [RegistrationIdentity: Effects] {
        hubIndex(named: name).flatMap { collectionEffects[$0] } ?? [:]
    }

    /// of a dependency module.
    func hub(named name: String) -> CatalogHub? {
        hubIndex(named: name).map { hubs[$0] }
    }

    func hubIndex(named name: String) -> Int? {
        hubs.firstIndex { $0.module == nil && $0.name == name }
            ?? hubs.firstIndex { $0.module != nil && ($0.name == name || $0.displayName == name) }
    }

    /// Everything `importer`'s imports provide, each registration once (a diamond reaches one
    /// twice), declaring hubs before importing ones.
    func imports(of importer: CatalogHub) -> (imports: Imports, diagnostics: [Diagnostic]) {
        var walk = Walk()
        for reference in importer.imports {
            walk.visit(reference, through: reference.location, path: [importer.displayName], replacedBy: importer.ownIdentities, in: self)
        }
        let imports = Imports(
            hubs: walk.hubs.map { $0.with(isDirect: walk.directNames.contains($0.name)) }, localHubNames: walk.localHubNames,
            registrations: walk.registrations, hidden: walk.hidden,
            collections: walk.collections)
        return (imports, walk.diagnostics)
    }

    /// One depth-first walk over the imports of one hub, collecting what `Imports` holds.
    struct Walk {
        var hubs: [ImportedHub] = []
        var localHubNames: Set<String> = []
        var registrations: [ImportedRegistration] = []
        var hidden: [RegistrationIdentity: HiddenRegistration] = [:]
        var collections: [(hubName: String, effects: [RegistrationIdentity: Effects])] = []
        var diagnostics: [Diagnostic] = []
        /// Declaring hub and identity of each registration already in `registrations`.
        var seen: [RegistrationIdentity: String] = [:]
        var visited: Set<String> = []
        /// The hubs the importing hub's own manifests name, whichever path visited them first.
        var directNames: Set<String> = []

        /// Adds what the hub `reference` names provides; `importLocation` is the `HubImport`
        /// of the importing hub's own manifest, where every problem is reported. `replaced`:
        /// the own registrations of the hub whose manifest names `reference` (the importing
        /// hub, or one on the way): a default it registers is replaced, and what reaches that
        /// default rebuilt, by that hub, which provides them instead.
        mutating func visit(
            _ reference: HubImportReference,
            through importLocation: SourceLocation,
            path: [String],
            replacedBy replaced: Set<RegistrationIdentity>,
            in catalog: HubCatalog
        ) {
            guard let hub = catalog.hub(named: reference.hubName) else {
                diagnostics.append(
                    Diagnostic(
                        .HubsFromOtherModules.importedHubNotFound(reference.hubName, searched: catalog.dependencyModules),
                        at: importLocation))
                return
            }
            let key = hub.displayName
            if path.count == 1 { directNames.insert(hub.name) }
            if path.contains(key) {
                diagnostics.append(Diagnostic(.HubsFromOtherModules.hubImportCycle(path + [key]), at: importLocation))
                return
            }
            guard visited.insert(key).inserted else { return }
            // Generated code in the importing module forwards straight to the declaring hub,
            // however deep the import: every hub of another module on the way must be public.
            let isFromDependency = hub.module != nil
            if isFromDependency, hub.access < .public {
                let message = DiagnosticMessage.HubsFromOtherModules.importedHubNotPublic(
                    hub.name, module: hub.module!, access: hub.access.rawValue)
                diagnostics.append(Diagnostic(message, at: importLocation))
                return
            }
            for next in hub.imports {
                visit(next, through: importLocation, path: path + [key], replacedBy: hub.ownIdentities, in: catalog)
            }
            // Not imported: the open registrations, and those the hub importing this one builds
            // its own copy of or replaces (see `OpenRegistrations`).
            let notImported = hub.registrations.map { own in
                own.isOpen || OpenRegistrations.isRebuilt(own, replacing: replaced)
                    || OpenRegistrations.isReplacedDefault(own, replacing: replaced)
            }
            let rebuiltGroups = Set(zip(hub.registrations, notImported).filter(\.1).map(\.0.requirementGroup))
            hubs.append(
                ImportedHub(
                    name: hub.name, bucketMembers: hub.registrations.compactMap(\.bucketMember), rebuiltGroups: rebuiltGroups,
                    isDirect: false))
            collections.append(
                (hub.name, catalog.hubIndex(named: reference.hubName).flatMap { catalog.collectionEffects[$0] } ?? [:]))
            if !isFromDependency { localHubNames.insert(hub.name) }
            for (own, isNotImported) in zip(hub.registrations, notImported) where !isNotImported {
                add(own, declaredBy: hub, through: importLocation, from: isFromDependency ? .dependency : .target)
            }
        }

        mutating func add(
            _ own: CatalogRegistration, declaredBy hub: CatalogHub, through importLocation: SourceLocation, from module: ModuleRole
        ) {
            // Generated code of another module calls only public members.
            let checkingAccess = module == .dependency
            let identity = own.registration.identity
            // A collection's elements share its identity by design; each hub is visited once.
            if own.registration.kind.isCollectionElement {
                guard !checkingAccess || own.access >= .public else { return }
                append(own, declaredBy: hub, through: importLocation)
                return
            }
            if let first = seen[identity] {
                guard first != hub.displayName else { return }
                let message = DiagnosticMessage.HubsFromOtherModules.importedRegistrationConflict(
                    identity.description, first: first, second: hub.displayName)
                let note = Diagnostic.Note(
                    .HubsFromOtherModules.importedRegistration(identity.description, hub: hub.displayName), at: own.registration.location)
                diagnostics.append(Diagnostic(message, at: importLocation, notes: [note]))
                return
            }
            if checkingAccess, own.access < .public {
                // Internal to its module, as a library's helpers are: not imported.
                hidden[identity] = HiddenRegistration(
                    hubName: hub.name,
                    module: hub.module ?? "",
                    culprit: own.accessLimitedBy ?? identity.description,
                    location: own.registration.location
                )
                return
            }
            seen[identity] = hub.displayName
            append(own, declaredBy: hub, through: importLocation)
        }

        mutating func append(_ own: CatalogRegistration, declaredBy hub: CatalogHub, through importLocation: SourceLocation) {
            let forwarded = own.with(origin: .imported(.init(hubName: hub.name, module: hub.module, importLocation: importLocation)))
            let moduleImport = hub.module.map { [ImportDeclaration(text: "import " + $0, condition: nil)] } ?? []
            registrations.append(
                ImportedRegistration(registration: forwarded, requiredImports: moduleImport + hub.fileImports, moduleImport: moduleImport))
        }
    }
}
