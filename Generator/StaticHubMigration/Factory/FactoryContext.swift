import StaticHubGenerator

/// What a Factory migration reads before it decides anything: the files, their types, the
/// hub, and the names the reader found.
struct FactoryContext {
    let sources: [SwiftSource]
    let types: TypeDirectory
    let hub: String
    /// Whether the hub is isolated to the main actor (its target's default, or what the files
    /// say), which decides the spelling of its test defaults.
    let hubIsMainActor: Bool
    /// Whether the hub is an app's, which no other module imports: it stays internal.
    let hubIsInApp: Bool
    /// Every registration's property name, moved or not.
    let registrationNames: Set<String>
    /// The `#if` clauses of each registration's declarations by name: one list each, or one
    /// per branch for alternatives (a name declared in each branch of an `#if`).
    let declaredConditions: [String: [[ConditionClause]]]
    /// The registration each alias names in the end (`client` → `api`): its call sites
    /// resolve what that registration registers.
    let aliasTargets: [String: String]
    /// `Container` and the app's own containers, whose registrations are read alike (see
    /// `FactoryReader`).
    let containers: Set<String>
    /// Members of `extension Container` that are not registrations (`func makeSession()`):
    /// a manifest's closure cannot call them.
    let containerHelpers: Set<String>
    /// The files a package manifest puts in a test target.
    let testFiles: Set<String>

    init(
        _ reader: FactoryReader, _ sources: [SwiftSource], _ types: TypeDirectory, hub: String, hubIsMainActor: Bool,
        hubIsInApp: Bool, testFiles: Set<String>
    ) {
        self.sources = sources
        self.testFiles = testFiles
        self.types = types
        self.hub = hub
        self.hubIsMainActor = hubIsMainActor
        self.hubIsInApp = hubIsInApp
        registrationNames = Set(reader.extensions.flatMap(\.registrations))
        declaredConditions = Dictionary(grouping: reader.registrations, by: \.name).mapValues { $0.map(\.condition) }
        aliasTargets = Self.aliasTargets(reader.aliases)
        containers = reader.containers
        containerHelpers = Set(
            reader.extensions.flatMap { container in
                container.otherMembers.compactMap { FactoryReader.memberName(sources[container.sourceIndex], at: $0) }
            })
    }
}

extension FactoryContext {
    /// The registration each alias names once every alias on the way is followed; an alias in
    /// a cycle names itself.
    private static func aliasTargets(_ aliases: [FactoryRegistration]) -> [String: String] {
        let direct = Dictionary(aliases.compactMap { alias in alias.aliasOf.map { (alias.name, $0) } }) { first, _ in first }
        return direct.mapValues { first in
            var target = first
            var seen: Set<String> = []
            while let next = direct[target], seen.insert(target).inserted { target = next }
            return target
        }
    }
}

/// The plan the rewriters carry out, decided before any of them runs: what moves (each with
/// its manifest entry), where the app registers again and which of those are configurations,
/// the scope markers, and the test and preview defaults of what moved.
struct FactoryPlan {
    let context: FactoryContext
    let overrides: [FactoryMigration.Override]
    /// Registrations the app configures at run time, which move to a scope of their own.
    let configurations: [String: FactoryMigration.Configuration]
    /// What moves, by property name, with its manifest entry: the first declaration of
    /// alternatives.
    let translated: [String: (registration: FactoryRegistration, entry: ManifestEntry)]
    /// The other declarations of alternatives that move, by property name: each goes into the
    /// manifest of its branch, with the same accessor.
    let alternatives: [String: [(registration: FactoryRegistration, entry: ManifestEntry)]]
    /// The scope marker for each Factory scope name it translated: `session` → `Session`.
    let scopeMarkers: [String: String]
    let contextDefaults: [FactoryMigration.ContextDefault]
    /// The marker types (tags and scopes) what moved names, to declare beside the hub.
    let markers: [String]
}

/// Every pass of a Factory migration reads the input through these names.
protocol FactoryReading {
    var context: FactoryContext { get }
}

extension FactoryReading {
    typealias Override = FactoryMigration.Override
    typealias Configuration = FactoryMigration.Configuration
    typealias Input = FactoryMigration.Input
    typealias ContextDefault = FactoryMigration.ContextDefault

    var sources: [SwiftSource] { context.sources }
    var types: TypeDirectory { context.types }
    var hub: String { context.hub }
    var hubIsMainActor: Bool { context.hubIsMainActor }
    var registrationNames: Set<String> { context.registrationNames }
    var aliasTargets: [String: String] { context.aliasTargets }
    var containers: Set<String> { context.containers }
    var containerHelpers: Set<String> { context.containerHelpers }

    func location(_ sourceIndex: Int, _ token: Int) -> SourceLocation {
        sources[sourceIndex].location(token)
    }

    /// Whether the token names a container whose registrations are read: `Container`, or one
    /// of the app's own.
    func isContainer(_ source: SwiftSource, _ index: Int) -> Bool {
        source.isKind(index, .identifier) && containers.contains(source.text(index))
    }
}

/// A pass that carries out the plan.
protocol FactoryRewriting: FactoryReading {
    var plan: FactoryPlan { get }
}

extension FactoryRewriting {
    var context: FactoryContext { plan.context }
    var translated: [String: (registration: FactoryRegistration, entry: ManifestEntry)] { plan.translated }
    var configurations: [String: Configuration] { plan.configurations }
    var scopeMarkers: [String: String] { plan.scopeMarkers }
    /// Whether the code at token `index` of `source` is compiled only where the `#if` clauses
    /// of the moved registration `name` hold. Elsewhere the hub has no accessor for it, so a
    /// use there stays on Factory, whose property stays under its `#if` as a forwarder.
    func holdsCondition(of name: String, _ source: SwiftSource, at index: Int) -> Bool {
        guard translated[name] != nil, let conditions = context.declaredConditions[name], !conditions.contains(where: \.isEmpty)
        else { return true }
        return ConditionClause.clauses(source.conditionClauses(at: index), imply: conditions)
    }

    /// Every declaration of the moved registration `name`: more than one for alternatives.
    func movedDeclarations(of name: String) -> [(registration: FactoryRegistration, entry: ManifestEntry)] {
        guard let first = translated[name] else { return [] }
        return [first] + (plan.alternatives[name] ?? [])
    }
}
