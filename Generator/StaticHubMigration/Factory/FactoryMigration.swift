import StaticHubGenerator

/// Moves Factory (FactoryKit 2.x) registrations to manifests and its call sites to the hub.
struct FactoryMigration {
    let sources: [SwiftSource]
    let types: TypeDirectory
    let hub: String
    /// Whether the hub is isolated to the main actor (its target's default, or what the files
    /// say), which decides the spelling of its test defaults.
    var hubIsMainActor = false
    var findings = StyleFindings()
    var markers: MarkerNames
    /// Translated registrations by property name.
    var translated: [String: (registration: FactoryRegistration, entry: ManifestEntry)] = [:]
    /// Every registration's property name, moved or not.
    var registrationNames: Set<String> = []
    /// The registration each alias names in the end (`client` → `api`): its call sites
    /// resolve what that registration registers.
    var aliasTargets: [String: String] = [:]
    /// `Container` and the app's own containers, whose registrations are read alike (see
    /// `FactoryReader`).
    var containers: Set<String> = ["Container"]
    /// Members of `extension Container` that are not registrations (`func makeSession()`):
    /// a manifest's closure cannot call them.
    var containerHelpers: Set<String> = []
    /// The scope marker for each Factory scope name it translated: `session` → `Session`.
    var scopeMarkers: [String: String] = [:]
    /// Token ranges already rewritten or deliberately left whole, by source.
    var claimed: [Int: [ClosedRange<Int>]] = [:]
    /// Moved registrations that code left on Factory still names, with the first such place:
    /// their properties stay as forwarders to the hub.
    var forwarded: [String: SourceLocation] = [:]
    /// Registrations the app configures at run time, which move to a scope of their own.
    var configurations: [String: Configuration] = [:]
    /// The test and preview contexts of what moved, which become the hub's test and preview defaults.
    var contextDefaults: [ContextDefault] = []

    static func run(_ sources: [SwiftSource], _ types: TypeDirectory, hub: String, hubIsMainActor: Bool) -> StyleFindings {
        var migration = FactoryMigration(
            sources: sources, types: types, hub: hub, hubIsMainActor: hubIsMainActor, markers: MarkerNames(types, hub: hub))
        migration.findings.hubIsMainActor = hubIsMainActor
        let reader = FactoryReader(sources, types)
        migration.registrationNames = Set(reader.extensions.flatMap(\.registrations))
        migration.aliasTargets = Self.aliasTargets(reader.aliases)
        migration.containers = reader.containers
        migration.containerHelpers = Set(
            reader.extensions.flatMap { container in
                container.otherMembers.compactMap { FactoryReader.memberName(sources[container.sourceIndex], at: $0) }
            })
        let overrides = migration.overrides()
        migration.configurations = migration.runTimeConfigurations(overrides, reader)
        let staying = migration.reRegisteredInTheApp(overrides, reader).merging(reader.namesDeclaredMoreThanOnce) { first, _ in first }
        migration.translateRegistrations(reader, staying: staying)
        migration.rewriteConfigurations()
        migration.rewriteOverrides(overrides)
        migration.reportContextOverrides()
        migration.rewriteTestResets()
        migration.rewriteScopeResets()
        migration.rewriteCallSites()
        migration.removeScopeDeclarations()
        migration.forwarded = migration.namesLeftOnFactory(reader)
        migration.placeManifests(reader)
        migration.placeTestDefaults(migration.contextDefaults.filter { $0.context == .test })
        migration.placePreviewDefaults(migration.contextDefaults.filter { $0.context == .preview })
        // The markers of what moved: a tag of a registration that stays is never named.
        let named = Set(migration.translated.values.flatMap { [$0.entry.tag, $0.entry.scope].compactMap { $0 } })
        migration.findings.markers = migration.markers.declared.filter(named.contains)
        return migration.findings
    }

    /// Whether the token names a container whose registrations are read: `Container`, or one
    /// of the app's own.
    func isContainer(_ source: SwiftSource, _ index: Int) -> Bool {
        source.isKind(index, .identifier) && containers.contains(source.text(index))
    }

    // MARK: Helpers

    func location(_ sourceIndex: Int, _ token: Int) -> SourceLocation {
        sources[sourceIndex].location(token)
    }

    mutating func claim(_ sourceIndex: Int, _ range: ClosedRange<Int>) {
        claimed[sourceIndex, default: []].append(range)
    }

    func isClaimed(_ sourceIndex: Int, _ token: Int) -> Bool {
        claimed[sourceIndex]?.contains { $0.contains(token) } ?? false
    }
}
