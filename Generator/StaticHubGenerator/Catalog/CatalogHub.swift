/// A hub as the catalog makes it: its interface, its registrations with their origins and
/// effects (its own, then the copies it builds of its imports' open ones), and what the
/// generated file must import for those copies. Constants, like its registrations': the
/// catalog makes a new value where it completes one (`with…`).
struct CatalogHub: Sendable {
    let interface: HubInterface
    let registrations: [CatalogRegistration]
    /// What the generated file must import for the registrations it builds from the open
    /// ones of the hubs it imports.
    let rebuiltImports: [ImportDeclaration]

    init(_ interface: HubInterface) {
        self.init(interface, registrations: interface.registrations.map(CatalogRegistration.init), rebuiltImports: [])
    }

    private init(_ interface: HubInterface, registrations: [CatalogRegistration], rebuiltImports: [ImportDeclaration]) {
        self.interface = interface
        self.registrations = registrations
        self.rebuiltImports = rebuiltImports
    }

    func with(registrations: [CatalogRegistration]) -> Self {
        Self(interface, registrations: registrations, rebuiltImports: rebuiltImports)
    }

    func with(rebuiltImports: [ImportDeclaration]) -> Self {
        Self(interface, registrations: registrations, rebuiltImports: rebuiltImports)
    }

    var name: String { interface.name }
    var module: String? { interface.module }
    var access: AccessLevel { interface.access }
    var globalActor: String? { interface.globalActor }
    var imports: [HubImportReference] { interface.imports }
    var fileImports: [ImportDeclaration] { interface.fileImports }
    var requirements: [Requirement] { interface.requirements }
    var displayName: String { interface.displayName }

    /// The identities its manifests register, not those it builds from its imports' open ones.
    var ownIdentities: Set<RegistrationIdentity> {
        Set(registrations.filter { $0.rebuiltFrom == nil && !$0.registration.kind.isCollectionElement }.map(\.registration.identity))
    }
}
