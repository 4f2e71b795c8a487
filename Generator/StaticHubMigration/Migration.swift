import StaticHubGenerator

/// Moves a codebase's registrations from Factory, Swinject or MDI to StaticHub manifests and
/// its call sites to the hub. Works on text only: the command line reads and writes the files.
package enum Migration {
    /// Migrates `files` (in the order given) from `style`.
    ///
    /// - Parameters:
    ///   - hub: The hub's name; MDI keeps the hubs it finds instead.
    ///   - hubFilePath: Where `enum <hub> {}` is declared when the files do not declare it.
    ///   - hubIsolation: The default isolation of the hub's target, which decides how its test
    ///     defaults are spelled.
    ///   - hubIsInApp: Whether the hub's target is an app, which no other module imports: its
    ///     hub stays internal whatever types it registers, so registrations under `#if` move.
    ///   - testFiles: The paths of `files` that a package manifest puts in a test target, tests
    ///     whatever their folder is named or they import.
    package static func run(
        _ style: MigrationStyle, hub: String, files: [(path: String, text: String)], hubFilePath: String,
        hubIsolation: DefaultIsolation = .nonisolated, hubIsInApp: Bool = false, testFiles: Set<String> = []
    ) -> MigrationResult {
        let sources = files.map { SwiftSource(path: $0.path, text: $0.text) }
        let types = TypeDirectory(sources)
        let isMainActor = hubIsolation == .mainActor
        var findings: StyleFindings
        switch style {
        case .factory:
            findings = FactoryMigration.run(
                sources, types, hub: hub, hubIsMainActor: isMainActor, hubIsInApp: hubIsInApp, testFiles: testFiles)
        case .swinject: findings = SwinjectMigration.run(sources, types, hub: hub, hubIsMainActor: isMainActor, hubIsInApp: hubIsInApp)
        case .mdi: findings = MDIMigration.run(sources, types)
        }
        if hubIsInApp { findings.hubIsPublic = false }
        if style != .mdi { findings.takenNames = SwiftSource.memberNames(of: [hub], in: sources) }
        nameManifests(&findings)
        for source in sources where findings.translated.contains(source.path) {
            rewriteImports(source, style, &findings)
        }
        var created: MigrationResult.FileChange?
        if style != .mdi, !findings.manifests.isEmpty || !findings.markers.isEmpty {
            created = declareHub(hub, hubFilePath, sources, types, &findings)
        }

        var changes: [MigrationResult.FileChange] = []
        for source in sources {
            guard let edits = findings.edits[source.path], !edits.isEmpty else { continue }
            let migrated = source.file.source.bytes.applying(edits)
            if migrated != source.text {
                changes.append(MigrationResult.FileChange(path: source.path, original: source.text, migrated: migrated))
            }
        }
        if let created { changes.append(created) }
        var rejected = GeneratorCheck.errors(of: changes, by: findings.edits, to: sources, isolation: hubIsolation)
        if style == .swinject { rejected += SwinjectResultCheck.unreachedResolves(sources, types, hub: hub, edits: findings.edits) }
        if !rejected.isEmpty {
            changes = []
            // Nothing moved: what a move would change is not so.
            findings.messages.removeAll { $0.kind == .caveat }
        }
        // One message once, however many passes came across its cause.
        let messages = Set(sources.flatMap(\.errors) + findings.messages + rejected).sorted {
            ($0.location, $0.message) < ($1.location, $1.message)
        }
        return MigrationResult(changes: changes, messages: messages)
    }

    /// `all` for a codebase's one manifest; else each is named after its file
    /// (`networking` for `Networking.swift`), never a name the hub already has.
    private static func nameManifests(_ findings: inout StyleFindings) {
        var taken = findings.takenNames
        /// `base`, or `base2`, `base3`… when it is taken; taken from then on.
        func unique(_ base: String) -> String {
            var name = base
            var number = 2
            while taken.contains(name) {
                name = base + String(number)
                number += 1
            }
            taken.insert(name)
            return name
        }
        let single = findings.manifests.count == 1
        for placement in findings.manifests {
            var base = single ? "all" : ManifestEntry.lowerCamel(fileStem(placement.path).upperCamelTypeName)
            if taken.contains(base) { base = single ? "registrations" : base + "Registrations" }
            let name = unique(base)
            let conditionalNames = placement.conditional.map { unique($0.name(after: name)) }
            findings.edits[placement.path, default: []].append(placement.edit(name, conditionalNames))
        }
    }

    private static func fileStem(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// The old library's imports become `import StaticHub`; a file that keeps some of the old
    /// code keeps its import beside it.
    private static func rewriteImports(_ source: SwiftSource, _ style: MigrationStyle, _ findings: inout StyleFindings) {
        let old = source.imports(of: style)
        let hasStaticHub = source.tokens.indices.contains { source.isWord($0, "import") && source.isWord($0 + 1, "StaticHub") }
        let edits: [TextEdit]
        if findings.keepsOldImport.contains(source.path) || stillNamesOldLibrary(source, style, findings.edits[source.path] ?? []) {
            guard !hasStaticHub else { return }
            let anchor = old.first ?? source.tokens.indices.last { source.isWord($0, "import") }
            edits = [TextEdit.insertion("import StaticHub\n", at: anchor.map(source.lineStart) ?? 0)]
        } else if let first = old.first {
            edits =
                [hasStaticHub ? source.deletion(first, first + 1) : source.replacement(first, first + 1, with: "import StaticHub")]
                + old.dropFirst().map { source.deletion($0, $0 + 1) }
        } else if !hasStaticHub {
            let lastImport = source.tokens.indices.last { source.isWord($0, "import") }
            let offset = lastImport.map { source.lineEnd(of: $0 + 1) } ?? (source.tokens.isEmpty ? 0 : source.documentationStart(of: 0))
            edits = [TextEdit.insertion("import StaticHub\n" + (lastImport == nil ? "\n" : ""), at: offset)]
        } else {
            return
        }
        findings.edits[source.path, default: []] += edits
    }

    /// Whether a name of the old library is left in `source` once `edits` apply: outside every
    /// range they replace or delete. (An assembly left empty still names `Assembly`.) An
    /// implicit member the library's types have counts: `UITestBootstrap(container: .shared)`
    /// names Factory's `Container.shared`, which a target that checks member imports
    /// (`MemberImportVisibility`) sees only through the file's own import.
    private static func stillNamesOldLibrary(_ source: SwiftSource, _ style: MigrationStyle, _ edits: [TextEdit]) -> Bool {
        let left = source.tokens.indices.contains { index in
            guard source.isKind(index, .identifier), !edits.replace(index, in: source) else { return false }
            let name = source.text(index)
            return style.publicNames.contains(name) || style.implicitMembers.contains(name) && isImplicitMember(source, index)
        }
        // A moved closure is the edits' text: a manifest keeps what its factory names.
        return left
            || edits.contains { edit in
                guard style.implicitMembers.contains(where: { edit.replacement.contains(".\($0)") }) else { return false }
                let written = SwiftSource(path: source.path, text: edit.replacement)
                return written.tokens.indices.contains { style.implicitMembers.contains(written.text($0)) && isImplicitMember(written, $0) }
            }
    }

    /// Whether token `index` is `.name` with nothing before the period: an implicit member
    /// expression, whose type comes from the context.
    private static func isImplicitMember(_ source: SwiftSource, _ index: Int) -> Bool {
        let before = index - 2
        return source.isKind(index - 1, .period)
            && ([.leftParen, .leftBracket, .leftBrace, .comma, .colon, .operator].contains { source.isKind(before, $0) }
                || source.isWord(before, "return") || source.isWord(before, "in"))
    }

    /// `enum AppHub {}` and the marker types, in the file that declares the hub, else in
    /// `hubFilePath` (created when no input has that path).
    private static func declareHub(
        _ hub: String, _ hubFilePath: String, _ sources: [SwiftSource], _ types: TypeDirectory, _ findings: inout StyleFindings
    ) -> MigrationResult.FileChange? {
        let access = findings.hubIsPublic ? "public " : ""
        var declarations = findings.markers.isEmpty ? "" : "\n// Tags and scopes of the registrations moved from the old library.\n"
        declarations += findings.markers.map { "\(access)enum \($0) {}\n" }.joined()
        if let declared = types.declarations[hub], let source = sources.first(where: { $0.path == declared.path }) {
            guard !declarations.isEmpty else { return nil }
            findings.edits[source.path, default: []].append(TextEdit.insertion(declarations, at: source.file.source.bytes.count))
            return nil
        }
        let hubDeclaration = "\(access)enum \(hub) {}\n" + declarations
        if let source = sources.first(where: { $0.path == hubFilePath }) {
            findings.edits[source.path, default: []].append(TextEdit.insertion("\n" + hubDeclaration, at: source.file.source.bytes.count))
            return nil
        }
        return MigrationResult.FileChange(path: hubFilePath, original: nil, migrated: "import StaticHub\n\n" + hubDeclaration)
    }
}
