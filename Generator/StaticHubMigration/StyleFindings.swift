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

/// A manifest a reader places: its registrations and where its declaration goes.
struct ManifestPlacement {
    var path: String
    var entries: [ManifestLine]
    /// Registrations under `#if` clauses that the place does not have: each group a manifest
    /// under them, after the first.
    var conditional: [ConditionalManifest] = []
    /// The edit that puts the manifests' declarations in place: the first named `name`, each
    /// of `conditional` by the name at its position in `conditionalNames`.
    var edit: (_ name: String, _ conditionalNames: [String]) -> TextEdit

    /// Registrations a manifest under `#if` holds, and the clauses, outermost first.
    struct ConditionalManifest {
        var clauses: [String]
        var entries: [ManifestLine]

        /// A name for the manifest after `name`: `allDebug` under `#if DEBUG`, `allNotDebugOsLinux`
        /// under `#elseif os(Linux)` after it.
        func name(after name: String) -> String {
            var words: [String] = []
            for clause in clauses {
                var word = ""
                for character in clause + " " {
                    if character.isLetter || character.isNumber || character == "_" {
                        word.append(character)
                        continue
                    }
                    if !word.isEmpty {
                        let lowered = word.allSatisfy { !$0.isLowercase } ? word.lowercased() : word
                        words.append(lowered.prefix(1).uppercased() + lowered.dropFirst())
                        word = ""
                    }
                    if character == "!" { words.append("Not") }
                }
            }
            return name + words.joined()
        }

        /// The manifest in an extension of `hub` of its own, under an `#if` per clause.
        func hubExtension(_ hub: String, _ name: String) -> String {
            clauses.map { "#if \($0)\n" }.joined() + ManifestPlacement.hubExtension(hub, name, entries)
                + String(repeating: "#endif\n", count: clauses.count)
        }
    }

    /// `static let name: [HubRegistration] = [ … ]`, each line after `indentation`: MDI's one
    /// manifest, in the spelling DESIGN gives it.
    static func storedDeclaration(_ name: String, _ entries: [ManifestLine], indentation: String) -> String {
        var text = "\(indentation)static let \(name): [HubRegistration] = [\n"
        for entry in entries {
            text += entry.text(indentation: indentation + "    ")
        }
        return text + "\(indentation)]\n"
    }

    /// `static var name: [HubRegistration] { [ … ] }`, each line after `indentation`: computed,
    /// so that an edit of another file does not type-check it again, and in arrays of at most
    /// `Vocabulary.longestManifest` registrations (`name`, `name2`, …), which the compiler
    /// checks in time linear in their number.
    static func declaration(_ name: String, _ entries: [ManifestLine], indentation: String) -> String {
        var text = ""
        for start in stride(from: 0, to: entries.count, by: Vocabulary.longestManifest) {
            let part = start / Vocabulary.longestManifest
            if part > 0 { text += "\n" }
            text += "\(indentation)static var \(name)\(part == 0 ? "" : String(part + 1)): [HubRegistration] {\n\(indentation)    [\n"
            for entry in entries[start..<min(start + Vocabulary.longestManifest, entries.count)] {
                text += entry.text(indentation: indentation + "        ")
            }
            text += "\(indentation)    ]\n\(indentation)}\n"
        }
        return text
    }

    /// The manifest in an extension of `hub` of its own.
    static func hubExtension(_ hub: String, _ name: String, _ entries: [ManifestLine]) -> String {
        "extension \(hub) {\n" + declaration(name, entries, indentation: "    ") + "}\n"
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
