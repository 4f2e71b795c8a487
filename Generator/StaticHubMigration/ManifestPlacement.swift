import StaticHubGenerator

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

extension ManifestPlacement {
    /// The manifests of `entries` at one place: those with no clauses (and `unconditional`,
    /// after them) in the first, then one per other clause list, in the order met. `edit` puts
    /// their declarations, joined, in place.
    init(
        path: String, hub: String, entries: [(clauses: [String], line: ManifestLine)], unconditional: [ManifestLine] = [],
        edit: @escaping (_ declarations: String) -> TextEdit
    ) {
        var groups: [[String]: [ManifestLine]] = [:]
        var order: [[String]] = []
        for (clauses, line) in entries {
            if groups[clauses] == nil { order.append(clauses) }
            groups[clauses, default: []].append(line)
        }
        let first = (groups[[]] ?? []) + unconditional
        let conditional = order.filter { !$0.isEmpty }.map { ConditionalManifest(clauses: $0, entries: groups[$0]!) }
        self.init(path: path, entries: first, conditional: conditional) { name, conditionalNames in
            let manifests =
                (first.isEmpty ? [] : [Self.hubExtension(hub, name, first)])
                + zip(conditional, conditionalNames).map { $0.hubExtension(hub, $1) }
            return edit(manifests.joined(separator: "\n"))
        }
    }
}
