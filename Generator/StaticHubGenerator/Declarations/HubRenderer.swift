/// Builds the declarations of one hub: its extension (every registration's accessor, the overload buckets'
/// protocols, and the debug-only mock support), then the buckets' extensions that hold the
/// overloaded names, and the conformances that give them to the hub. An importing hub adopts
/// the imported hubs' buckets and `_Accessors` the same way, through the `_Reach` protocol of
/// each hub it imports (see `ImportedHub.adoptsThroughReach`), instead of declaring their
/// registrations again.
///
/// Why buckets: Swift checks every declaration against all others of the same name in its
/// type, so N overloads of `resolve` directly on a hub take time quadratic in N to
/// type-check (about 10 s at 2,000 registrations). In a protocol extension they are only
/// checked against their own bucket's; but every name lookup inside the hub then looks into
/// each adopted protocol, so one protocol per registration is worse again. About √N buckets
/// of about √N registrations keep both costs small (about 1.4 s at 2,000 in the same test;
/// `OverloadBuckets` now sizes and names them per manifest file).
/// On a whole generated hub of 1,000 registrations, buckets of √N took fewer instructions
/// than of √N/2, 2√N or 3√N (callgrind), and than bucket protocols that inherit one
/// protocol declaring the accessors as requirements. The accessors stay in the hub's own
/// extension, where the manifest's factory expressions see the hub's members: moved to a
/// protocol extension, whose lookups skip the buckets, they saved only 3%.
///
/// A hub's generated code may be split over files (see `FileDeclarations` and `HubLayout`): the
/// hub file holds what the hub declares once, each other file the members of the
/// registrations of one manifest file, so an edit there recompiles that file alone.
struct HubRenderer {
    let hub: HubModel
    /// Every bucket of the hub's own registrations: the hub file declares their protocols.
    let buckets: [HubLayout.Bucket]
    /// What rendering each own registration reads, in manifest order.
    let registrations: [RegistrationContext]
    /// The registrations this file holds the members of, and their buckets.
    let share: HubLayout.Share
    /// Which of the hub's files this is.
    let file: File

    /// The files of a hub's generated code.
    enum File {
        /// The file with the hub's own declarations (the bucket protocols and the conformances
        /// to them, collections, the mock registry, builder and scopes) and the members of the
        /// registrations of the sources that are not split off.
        case hub
        /// The file with the members of one manifest source's registrations.
        case part
    }

    var isHubFile: Bool { file == .hub }

    /// `registrations` are those of every own registration of the layout's hub
    /// (`registrations(of:)`), made once for all its files.
    init(layout: HubLayout, registrations: [RegistrationContext], share: HubLayout.Share, file: File) {
        hub = layout.hub
        buckets = layout.buckets
        self.registrations = registrations
        self.share = share
        self.file = file
    }

    /// What rendering reads of each own registration of `layout`'s hub, by slot.
    static func registrations(of layout: HubLayout) -> [RegistrationContext] {
        layout.registrations.enumerated().map { RegistrationContext(hub: layout.hub, wired: $0.element, slot: $0.offset) }
    }

    /// The registrations this file holds the members of.
    var sharedRegistrations: [RegistrationContext] { share.slots.map { registrations[$0] } }

    /// `bucket`'s registrations.
    func members(of bucket: HubLayout.Bucket) -> [RegistrationContext] { bucket.slots.map { registrations[$0] } }

    var access: String { hub.access.memberModifier }

    /// Whether this file has anything of the hub: the hub file always does.
    var hasContent: Bool { isHubFile || !sharedRegistrations.isEmpty }

    func bucketProtocol(_ name: OverloadBuckets.Name) -> String { Vocabulary.overloadsProtocol(name) }
    func mockBucketProtocol(_ name: OverloadBuckets.Name) -> String { Vocabulary.mockOverloadsProtocol(name) }

    /// What the hub adopts of the hubs its imports reach (the `Mocks` builder's buckets with
    /// `mock`): through each hub it imports by name, that hub's reach protocol and the groups
    /// it leaves out; or, when something on the way is rebuilt (see
    /// `ImportedHub.adoptsThroughReach`), every reached hub's accessors and buckets by name.
    func importedProtocols(mock: Bool) -> [String] {
        let bucket = mock ? mockBucketProtocol : bucketProtocol
        func accessors(_ groups: [String], of importedHub: ImportedHub) -> [String] {
            mock ? [] : groups.map { "\(importedHub.name).\(Vocabulary.accessorsProtocol(group: $0))" }
        }
        guard hub.adoptsImportsThroughReach else {
            return hub.importedHubs.flatMap { importedHub in
                accessors(importedHub.adoptedAccessorGroups, of: importedHub)
                    + importedHub.adoptedBuckets.map { "\(importedHub.name).\(bucket($0))" }
            }
        }
        return hub.directImports.flatMap { importedHub in
            ["\(importedHub.name).\(mock ? Vocabulary.mockReachProtocol : Vocabulary.reachProtocol)"]
                + accessors(importedHub.defaultGroupAccessorGroups, of: importedHub)
                + importedHub.defaultGroupBuckets.map { "\(importedHub.name).\(bucket($0))" }
        }
    }

    /// What the hub's reach protocol (or its `Mocks` builder's) inherits: its own buckets
    /// outside the defaults' groups, its accessors, and what it adopts of its imports.
    func reachInheritance(mock: Bool) -> [String] {
        let plainBuckets = buckets.filter { members(of: $0).allSatisfy(\.wired.requirementGroup.isEmpty) }
        let own =
            mock
            ? [GeneratedCode.mockBuilderProtocol] + plainBuckets.map { "\(hub.name).\(mockBucketProtocol($0.name))" }
            : plainBuckets.map { "\(hub.name).\(bucketProtocol($0.name))" } + ["\(hub.name).\(Vocabulary.accessorsProtocol(group: ""))"]
        return own + importedProtocols(mock: mock)
    }

    /// A hub others import: the protocol giving them, in one name, what it reaches.
    func reachProtocol(mock: Bool) -> Declaration {
        .nominalType(
            NominalTypeDeclaration(
                documentation: [
                    mock
                        ? "Gives the `Mocks` builders of the hubs that import this one the `mock` functions of everything it reaches."
                        : "Gives the hubs that import this one, which adopt it, what it provides and what its imports give it."
                ],
                accessModifier: access, kind: .protocol, name: mock ? Vocabulary.mockReachProtocol : Vocabulary.reachProtocol,
                inheritance: reachInheritance(mock: mock)))
    }

    /// What this file holds of the hub.
    var declarations: [Declaration] {
        [.typeExtension(hubExtension)] + storageExtension + taskScopeResolverExtensions + overloadBuckets + [
            .blankLine,
            .conditional(GeneratedCode.debugCondition, mockBuckets)
        ]
    }

    /// Declarations with a blank line between each two.
    func separated(_ groups: [[Declaration]]) -> [Declaration] {
        var declarations: [Declaration] = []
        for (index, group) in groups.enumerated() {
            if index > 0 { declarations.append(.blankLine) }
            declarations += group
        }
        return declarations
    }

    /// The hub's own extension: the accessors of the registrations this file holds and, in the
    /// hub file, collections, the bucket protocols, and the debug-only mock registry, `Mocks`
    /// builder and scopes.
    var hubExtension: ExtensionDeclaration {
        var members = separated(
            sharedRegistrations.map { context in
                let optional = RegistrationOptionalAccessor(context: context)
                return context.declared(RegistrationMembers(context: context).members)
                    + (optional.isNeeded ? [.blankLine, .function(optional.declaration)] : [])
            })
        guard isHubFile else { return ExtensionDeclaration(extendedType: hub.name, members: members) }
        for collection in hub.collections {
            members += [.blankLine] + CollectionRenderer(hub: hub, collection: collection).members
        }
        for reset in scopeResets {
            members += [.blankLine, .function(reset)]
        }
        for group in ScopeInputGroup.groups(of: hub) {
            members += [.blankLine] + scopeStart(group)
        }
        for group in TaskScopeGroup.groups(of: hub) {
            members += [.blankLine] + taskScopeMembers(group)
        }
        if !buckets.isEmpty {
            members += [
                .blankLine, .comment("The overloaded names live in extensions of these protocols, beside each registration's accessor.")
            ]
            members += buckets.map {
                .nominalType(NominalTypeDeclaration(accessModifier: access, kind: .protocol, name: bucketProtocol($0.name)))
            }
        }
        if hub.isImportable {
            members +=
                [.blankLine]
                + accessorGroups(of: buckets).map { group in
                    .nominalType(
                        NominalTypeDeclaration(
                            documentation: [
                                group.isEmpty
                                    ? "Gives this hub's accessors to the hubs that import it, which adopt it."
                                    : "Gives the accessors of what reaches the defaults of `\(group)` to the hubs that import it and keep those defaults."
                            ],
                            accessModifier: access,
                            kind: .protocol,
                            name: Vocabulary.accessorsProtocol(group: group)
                        ))
                } + [.blankLine, reachProtocol(mock: false)]
        }
        var mocks: [Declaration] = [.comment("MARK: Mocks"), .blankLine] + HubMockSupport(hub: hub).declarations
        for collection in hub.collections {
            mocks += [.blankLine, .function(CollectionRenderer(hub: hub, collection: collection).globalMock)]
        }
        if !buckets.isEmpty {
            mocks += [.blankLine, .comment("The scoped `mock` overloads live in these protocols' extensions.")]
            mocks += buckets.map {
                .nominalType(
                    NominalTypeDeclaration(
                        accessModifier: access, kind: .protocol, name: mockBucketProtocol($0.name),
                        inheritance: [GeneratedCode.mockBuilderProtocol]))
            }
        }
        if hub.isImportable {
            mocks += [.blankLine, reachProtocol(mock: true)]
        }
        members += [.blankLine, .conditional(GeneratedCode.debugCondition, mocks)]
        return ExtensionDeclaration(extendedType: hub.name, members: members)
    }

    /// The registrations' private members (a singleton's `_make…` and storage, effects checks),
    /// in an extension of their own. Swift's incremental build takes every member of an
    /// extension as changed when one is added or removed, so beside the accessors, a
    /// registration turning into a singleton would recompile every file calling an accessor
    /// declared in the same file. The extension is there even when it is empty: a new
    /// declaration in the file would recompile every file that uses anything it declares.
    var storageExtension: [Declaration] {
        guard !sharedRegistrations.isEmpty else { return [] }
        let stored = sharedRegistrations.map(RegistrationStorage.init).filter(\.hasStorage)
        let members = separated(stored.map { $0.context.declared($0.storage) })
        return [.blankLine, .typeExtension(ExtensionDeclaration(extendedType: hub.name, members: members))]
    }

    /// The groups of `buckets`' registrations (see `OverloadBuckets.Member.group`), each with an
    /// accessors protocol.
    func accessorGroups(of buckets: [HubLayout.Bucket]) -> [String] {
        Vocabulary.accessorGroups(buckets.flatMap(members(of:)).map(\.wired.requirementGroup))
    }

    /// The conformances to the bucket protocols (the hub's and those of the hubs it imports),
    /// the buckets' extensions with `resolve` and `factory(of:)`, and the accessors importing
    /// hubs adopt.
    var overloadBuckets: [Declaration] {
        var declarations: [Declaration] = []
        if isHubFile {
            let protocols = buckets.map { "\(hub.name).\(bucketProtocol($0.name))" } + importedProtocols(mock: false)
            if !protocols.isEmpty {
                declarations += [.blankLine, .typeExtension(ExtensionDeclaration(extendedType: hub.name, conformances: protocols))]
            }
        }
        let buckets = share.buckets
        // Unconstrained: they serve every hub adopting the bucket, this one and its importers.
        for bucket in buckets {
            declarations += [
                .blankLine,
                .typeExtension(
                    ExtensionDeclaration(
                        extendedType: "\(hub.name).\(bucketProtocol(bucket.name))",
                        members: members(of: bucket).flatMap { $0.declared(RegistrationOverloads(context: $0).overloads) }
                    ))
            ]
        }
        if hub.isImportable, !buckets.isEmpty {
            let members = buckets.flatMap(members(of:))
            for group in accessorGroups(of: buckets) where members.contains(where: { $0.wired.requirementGroup == group }) {
                declarations += [
                    .blankLine,
                    .typeExtension(
                        ExtensionDeclaration(
                            extendedType: "\(hub.name).\(Vocabulary.accessorsProtocol(group: group))",
                            members: separated(
                                members.filter { $0.wired.requirementGroup == group }.map {
                                    RegistrationOverloads(context: $0).importedAccessor
                                })
                        ))
                ]
            }
        }
        return declarations
    }

    /// The hub's conformance to `protocolName`. A main-actor hub's is written `nonisolated`
    /// where the compiler can say so (6.2): `InferIsolatedConformances` in the hub's target
    /// would otherwise isolate it, and the test trait's generic functions, nonisolated, could
    /// not use it from a test target.
    private func mockingConformance(_ protocolName: String) -> Declaration {
        let plain = Declaration.typeExtension(ExtensionDeclaration(extendedType: hub.name, conformances: [protocolName]))
        guard protocolName == GeneratedCode.mainActorMockingProtocol else { return plain }
        let nonisolated = Declaration.typeExtension(
            ExtensionDeclaration(extendedType: hub.name, conformances: ["nonisolated " + protocolName]))
        return .conditional(GeneratedCode.isolatedConformancesCondition, [nonisolated], else: [plain])
    }

    /// Debug only: the `HubMocking` conformance, the global `mock` overloads in the hub's
    /// buckets, and the scoped ones in the `Mocks` builder's.
    var mockBuckets: [Declaration] {
        var declarations: [Declaration] = []
        // An isolated hub's `withMocks` runs on its actor, which `HubMocking` cannot express;
        // its own protocol lets the test trait say so.
        let mockingProtocol =
            switch hub.globalActor {
            case nil: GeneratedCode.mockingProtocol
            case GeneratedCode.mainActor: GeneratedCode.mainActorMockingProtocol
            default: GeneratedCode.globalActorMockingProtocol
            }
        if isHubFile {
            declarations.append(mockingConformance(mockingProtocol))
        }
        let heldBuckets = share.buckets
        // One debug-only block for all global mocks: the compiler evaluates each `#if`
        // separately, and one per registration cost 3% of a large hub's type-check.
        for (index, bucket) in heldBuckets.enumerated() {
            if isHubFile || index > 0 { declarations.append(.blankLine) }
            declarations.append(
                .typeExtension(
                    ExtensionDeclaration(
                        extendedType: "\(hub.name).\(bucketProtocol(bucket.name))",
                        members: members(of: bucket).flatMap { $0.declared(RegistrationMocks(context: $0).mocks(.global)) }
                    )))
        }
        let builder = "\(hub.name).\(GeneratedCode.mocksBuilder)"
        if isHubFile {
            let mockProtocols = buckets.map { "\(hub.name).\(mockBucketProtocol($0.name))" } + importedProtocols(mock: true)
            declarations += [
                .blankLine,
                .typeExtension(
                    ExtensionDeclaration(extendedType: builder, conformances: [GeneratedCode.mockBuilderProtocol] + mockProtocols))
            ]
        }
        for bucket in heldBuckets {
            declarations += [
                .blankLine,
                .typeExtension(
                    ExtensionDeclaration(
                        extendedType: "\(hub.name).\(mockBucketProtocol(bucket.name))",
                        members: members(of: bucket).flatMap { $0.declared(RegistrationMocks(context: $0).mocks(.scoped)) }
                    ))
            ]
        }
        if isHubFile, !hub.collections.isEmpty {
            declarations += [
                .blankLine,
                .typeExtension(
                    ExtensionDeclaration(
                        extendedType: builder,
                        members: hub.collections.map { .function(CollectionRenderer(hub: hub, collection: $0).scopedMock) }
                    ))
            ]
        }
        return declarations
    }
}
