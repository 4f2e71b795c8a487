import StaticHubGenerator

/// What one style's reader found in the input: edits in place, the manifests to place, the
/// marker types they name, and its messages.
struct StyleFindings {
    var edits: [String: [TextEdit]] = [:]
    var manifests: [ManifestPlacement] = []
    /// `enum` names to declare in the hub's file.
    var markers: [String] = []
    var messages: [MigrationMessage] = []
    /// Files that keep something of the old library: they keep its import too.
    var keepsOldImport: Set<String> = []
    /// Files where something was translated: their old import becomes `import StaticHub`.
    var translated: Set<String> = []
    /// Whether the hub is declared `public`, for the modules that import it: a moved registration
    /// of a public type makes it so, unless the hub is an app's.
    var hubIsPublic = false
    /// Whether the hub is isolated to the main actor (its target's default isolation), which
    /// makes every singleton's sharing safe.
    var hubIsMainActor = false
    /// Member names the hub already has, which a manifest must not take.
    var takenNames: Set<String> = []

    mutating func add(_ edit: TextEdit, in path: String) {
        edits[path, default: []].append(edit)
        translated.insert(path)
    }

    mutating func caveat(_ id: MigrationMessage.ID, _ message: String, at location: SourceLocation) {
        messages.append(MigrationMessage(.caveat, id, message, at: location))
    }

    /// What every moved registration brings: Swift 6's caveat on one shared instance of a class
    /// that is not `Sendable`, and a public hub when the registered type is public.
    mutating func moved(_ entry: ManifestEntry, at location: SourceLocation, _ types: TypeDirectory) {
        if !hubIsMainActor, let caveat = types.sendabilityCaveat(of: entry) { self.caveat(.sharedAcrossThreads, caveat, at: location) }
        if types[entry.type]?.isPublic == true { hubIsPublic = true }
    }

    /// Takes in what a later pass found: its edits after this one's, in order, and the rest.
    mutating func merge(_ later: StyleFindings) {
        edits.merge(later.edits) { $0 + $1 }
        manifests += later.manifests
        markers += later.markers.filter { !markers.contains($0) }
        messages += later.messages
        keepsOldImport.formUnion(later.keepsOldImport)
        translated.formUnion(later.translated)
        hubIsPublic = hubIsPublic || later.hubIsPublic
        hubIsMainActor = hubIsMainActor || later.hubIsMainActor
        takenNames.formUnion(later.takenNames)
    }

    /// Reports a registration that stays in `library` (`Factory`, `Swinject`), `subject` naming
    /// it (`'session'`, `this registration`), and why: both libraries' readers and planners say
    /// it alike.
    mutating func stays(_ subject: String, in library: String, _ reason: Untranslatable, at location: SourceLocation) {
        untouched(reason.id, "\(subject) stays in \(library): \(reason.reason)", at: location)
    }

    /// Reports something left as it was; its file keeps the old import.
    mutating func untouched(_ id: MigrationMessage.ID, _ message: String, at location: SourceLocation) {
        messages.append(MigrationMessage(.untouched, id, message, at: location))
        keepsOldImport.insert(location.path)
    }
}

/// Names for the marker types a migration declares: `Card` for `name: "card"`, `CardTag` when
/// the code declares or names a type `Card` already.
struct MarkerNames {
    private var taken: Set<String>
    private(set) var declared: [String] = []
    private var byKey: [String: String] = [:]

    init(_ types: TypeDirectory, hub: String) {
        taken = Set(types.declarations.keys).union(types.capitalisedNames).union([hub])
    }

    /// The marker for `word` (the same one each time it is asked), with `suffix` on a clash.
    mutating func name(for word: String, suffix: String) -> String {
        let key = suffix + ":" + word
        if let name = byKey[key] { return name }
        var name = word.upperCamelTypeName
        if taken.contains(name) { name += suffix }
        var number = 2
        let base = name
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        taken.insert(name)
        declared.append(name)
        byKey[key] = name
        return name
    }
}
