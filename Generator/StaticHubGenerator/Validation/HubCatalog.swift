/// Every hub a manifest of the target can import: the target's own and the ones declared in
/// the modules it depends on. Answers what an importing hub receives, and reports imports
/// that cannot work.
struct HubCatalog {
    /// What one `HubImport` brings in: a registration of the declaring hub, to forward to.
    struct ImportedRegistration {
        var registration: WiredRegistration
        /// What the generated file must import to name the declaring hub and its types.
        var requiredImports: [ImportDeclaration]
    }

    /// A registration of an imported hub that another module cannot reach: reported only
    /// if the importing hub needs it.
    struct HiddenRegistration {
        var hubName: String
        var module: String
        /// The type that keeps its members internal.
        var culprit: String
        var location: SourceLocation
    }

    /// What a hub's imports give it.
    struct Imports {
        /// Every hub reached, declaring hubs before importing ones.
        var hubs: [ImportedHub] = []
        /// Those of them declared in the target itself.
        var localHubNames: Set<String> = []
        var registrations: [ImportedRegistration] = []
        var hidden: [RegistrationIdentity: HiddenRegistration] = [:]
        var diagnostics: [Diagnostic] = []
    }

    private var hubs: [HubInterface] = []
    private let dependencyModules: [String]

    init(dependencyModules: [String]) {
        self.dependencyModules = dependencyModules
    }

    mutating func add(_ interfaces: [HubInterface]) {
        hubs += interfaces
    }

    /// The hub a `HubImport` names: one of the target's, or `NetworkHub` / `Networking.NetworkHub`
    /// of a dependency module.
    private func hub(named name: String) -> HubInterface? {
        hubs.first { $0.module == nil && $0.name == name }
            ?? hubs.first { $0.module != nil && ($0.name == name || $0.displayName == name) }
    }

    /// Everything `importer`'s imports provide, each registration once (a diamond reaches one
    /// twice), declaring hubs before importing ones.
    func imports(of importer: HubInterface) -> Imports {
        var walk = Walk()
        for reference in importer.imports {
            walk.visit(reference, through: reference.location, path: [importer.displayName], in: self)
        }
        return walk.imports
    }

    /// One depth-first walk over the imports of one hub.
    private struct Walk {
        var imports = Imports()
        /// Declaring hub and identity of each registration already in `result`.
        var seen: [RegistrationIdentity: String] = [:]
        var visited: Set<String> = []

        /// Adds what the hub `reference` names provides; `importLocation` is the `HubImport`
        /// of the importing hub's own manifest, where every problem is reported.
        mutating func visit(
            _ reference: HubImportReference,
            through importLocation: SourceLocation,
            path: [String],
            in catalog: HubCatalog
        ) {
            guard let hub = catalog.hub(named: reference.hubName) else {
                imports.diagnostics.append(Diagnostic(.importedHubNotFound(reference.hubName, searched: catalog.dependencyModules), at: importLocation))
                return
            }
            let key = hub.displayName
            if path.contains(key) {
                imports.diagnostics.append(Diagnostic(.hubImportCycle(path + [key]), at: importLocation))
                return
            }
            guard visited.insert(key).inserted else { return }
            // Generated code in the importing module forwards straight to the declaring hub,
            // however deep the import: every hub of another module on the way must be public.
            let isFromDependency = hub.module != nil
            if isFromDependency, hub.access < .public {
                let message = DiagnosticMessage.importedHubNotPublic(hub.name, module: hub.module!, access: hub.access.rawValue)
                imports.diagnostics.append(Diagnostic(message, at: importLocation))
                return
            }
            for next in hub.imports {
                visit(next, through: importLocation, path: path + [key], in: catalog)
            }
            imports.hubs.append(ImportedHub(name: hub.name, registrationIdentities: hub.registrations.map(\.registration.identity.description)))
            if !isFromDependency { imports.localHubNames.insert(hub.name) }
            for own in hub.registrations {
                add(own, declaredBy: hub, through: importLocation, checkingAccess: isFromDependency)
            }
        }

        private mutating func add(_ own: WiredRegistration, declaredBy hub: HubInterface, through importLocation: SourceLocation, checkingAccess: Bool) {
            let identity = own.registration.identity
            if let first = seen[identity] {
                guard first != hub.displayName else { return }
                let message = DiagnosticMessage.importedRegistrationConflict(identity.description, first: first, second: hub.displayName)
                let note = Diagnostic.Note(.importedRegistration(identity.description, hub: hub.displayName), at: own.registration.location)
                imports.diagnostics.append(Diagnostic(message, at: importLocation, notes: [note]))
                return
            }
            if checkingAccess, own.access < .public {
                // Internal to its module, as a library's helpers are: not imported.
                imports.hidden[identity] = HiddenRegistration(
                    hubName: hub.name,
                    module: hub.module ?? "",
                    culprit: own.accessLimitedBy ?? identity.description,
                    location: own.registration.location
                )
                return
            }
            seen[identity] = hub.displayName
            var forwarded = own
            forwarded.origin = .imported(.init(hubName: hub.name, module: hub.module, importLocation: importLocation))
            let moduleImport = hub.module.map { [ImportDeclaration(text: "import " + $0, condition: nil)] } ?? []
            imports.registrations.append(ImportedRegistration(registration: forwarded, requiredImports: moduleImport + hub.fileImports))
        }
    }
}
