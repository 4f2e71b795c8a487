import StaticHubGenerator

/// The last pass, once the others' edits are known: where the manifests go and what is left
/// of each container extension. A moved registration that code left on Factory still names
/// keeps its property, as a forwarder to the hub: a registration that stayed
/// (`self.session()`), a container passed as a value (`container.session()`), a key path
/// (`@WeakLazyInjected(\\.session)`). So a partly migrated app builds and runs as before, and a
/// later run moves more and drops the forwarders nothing uses. Then the hub's test and
/// preview defaults: mocks every test, or every preview, starts with, from Factory's test
/// and preview contexts (`.onTest { Mock() }`, `.context(.preview) { Sample() }`), declared as
/// `HubTestDefaults` (or `MainActorHubTestDefaults` for a main-actor hub: the spelling that
/// compiles in any test target) at the end of a test file among the inputs (one that imports
/// Factory when there is one, since it resolves what moved), and as `HubPreviewDefaults` in
/// debug builds of the app, after the registration. With no test file, each test default is
/// reported with the line to add.
struct FactoryManifestWriter: FactoryRewriting, ClaimingPass {
    let plan: FactoryPlan
    /// Every edit of the passes before, by path: a name they rewrote is not left on Factory.
    let earlierEdits: [String: [TextEdit]]
    /// What the passes before claimed: a name in it is no use left on Factory.
    var claimed: ClaimedRanges
    var findings = StyleFindings()
    /// Moved registrations that code left on Factory still names, with the first such place:
    /// their properties stay as forwarders to the hub.
    private var forwarded: [String: SourceLocation] = [:]
    /// Moved registrations that are public: other modules may resolve them from the
    /// container, which these files cannot show, so they stay as forwarders too (but in an
    /// app, which no module imports).
    private var publicForwarders: Set<String> = []

    static func write(
        _ plan: FactoryPlan, _ reader: FactoryReader, after earlierEdits: [String: [TextEdit]], claimed: ClaimedRanges
    ) -> StyleFindings {
        var writer = FactoryManifestWriter(plan: plan, earlierEdits: earlierEdits, claimed: claimed)
        writer.forwarded = writer.namesLeftOnFactory(reader)
        for (name, moved) in writer.translated
        where !plan.context.hubIsInApp && writer.forwarded[name] == nil && writer.isPublic(moved.registration, reader) {
            writer.forwarded[name] = writer.location(moved.registration.sourceIndex, moved.registration.nameToken)
            writer.publicForwarders.insert(name)
        }
        writer.placeManifests(reader)
        writer.placeTestDefaults(plan.contextDefaults.filter { $0.context == .test })
        writer.placePreviewDefaults(plan.contextDefaults.filter { $0.context == .preview })
        return writer.findings
    }
}

extension FactoryManifestWriter {
    /// The moved registrations named where the migration did not rewrite the name, with the
    /// first such place: anywhere in an `extension Container`, elsewhere as a member
    /// (`.session`, not `self.session`, which is the type's own).
    func namesLeftOnFactory(_ reader: FactoryReader) -> [String: SourceLocation] {
        var found: [String: SourceLocation] = [:]
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            let edits = earlierEdits[source.path] ?? []
            let containers = containerExtensionBodies(source)
            let movedMembers = translated.keys.flatMap(movedDeclarations).map(\.registration).filter { $0.sourceIndex == sourceIndex }
                .map(\.member)
            // `"\(Container.shared.x())"` where the `#if` of `x` does not hold stays (`holdsCondition`).
            for index in source.tokens.indices where source.isKind(index, .string) {
                for (name, moved) in translated where !moved.registration.condition.isEmpty && found[name] == nil {
                    if source.text(index).contains(".shared.\(name)("), !holdsCondition(of: name, source, at: index) {
                        found[name] = source.location(index)
                    }
                }
            }
            for index in source.tokens.indices where source.isKind(index, .identifier) {
                let name = source.text(index)
                guard translated[name] != nil, found[name] == nil, !movedMembers.contains(where: { $0.contains(index) }),
                    !edits.replace(index, in: source)
                else { continue }
                let inContainer = containers.contains { $0.contains(index) }
                // `x.name.now` is some type's own property: a `Factory` has no `now`.
                let asMember =
                    source.isKind(index - 1, .period) && !source.isWord(index - 2, "self")
                    && !(source.isKind(index + 1, .period) && !Self.factoryMembers.contains(source.text(index + 2)))
                if inContainer || asMember { found[name] = source.location(index) }
            }
        }
        return found
    }

    /// What a `Factory` value has, which code left on Factory calls on a registration.
    static let factoryMembers: Set<String> = [
        "resolve", "callAsFunction", "register", "reset", "scope", "context", "decorator", "once", "timeToLive", "cached",
        "singleton", "shared", "unique", "graph", "onTest", "onPreview", "onDebug", "onSimulator", "onDevice", "onArg", "onArgs",
        "registration", "self"
    ]

    /// Whether `registration` is public: `public var x`, or a member of `public extension Container`.
    func isPublic(_ registration: FactoryRegistration, _ reader: FactoryReader) -> Bool {
        let source = sources[registration.sourceIndex]
        let publicWords = { (range: Range<Int>) in range.contains { source.isWord($0, "public") || source.isWord($0, "open") } }
        if publicWords(registration.member.lowerBound..<registration.nameToken) { return true }
        guard
            let container = reader.extensions.first(where: {
                $0.sourceIndex == registration.sourceIndex && $0.declaration.contains(registration.member.lowerBound)
            }), !container.isClassBody
        else { return false }
        let keyword = (container.declaration.lowerBound..<registration.member.lowerBound).first { source.isWord($0, "extension") }
        return keyword.map { publicWords(container.declaration.lowerBound..<$0) } ?? false
    }

    /// The comment a forwarder is written under.
    var forwarderComment: String { "// Moved to \(hub); forwards there while code left on Factory uses it." }

    /// `var session: Factory<Session> { self { AppHub.resolveSession() } }`, with the
    /// property's modifiers and type as written.
    func forwarder(_ registration: FactoryRegistration, _ entry: ManifestEntry) -> String {
        let source = sources[registration.sourceIndex]
        let declaration = source.text(registration.member.lowerBound, registration.nameToken + 1)
        let bodyOpen =
            (registration.nameToken + 2...registration.member.upperBound).first { source.isKind($0, .leftBrace) }
            ?? registration.member.upperBound
        let type = source.oneLine(registration.nameToken + 2, bodyOpen - 1)
        let resolve = "\(hub).\(entry.accessor)"
        let actor = entry.isolation == "MainActor" ? "@MainActor " : ""
        let closure =
            registration.explicitParameter == nil
            ? "self { \(actor)\(actor.isEmpty ? "" : "in ")\(resolve)() }"
            : "self { \(actor)parameter in \(resolve)(parameter) }"
        let indentation = String(repeating: " ", count: source.location(registration.member.lowerBound).column - 1)
        return forwarderComment + "\n" + "\(indentation)\(declaration) \(type) { \(closure) }"
    }

    /// One manifest per file, where its first `extension Container` was: in place of it when it
    /// held nothing else, else above it. Registrations under an `#if` inside the extension go
    /// into a manifest under the same `#if` beside it; extensions in different branches of a
    /// file-wide `#if` each get their own place, in their branch.
    mutating func placeManifests(_ reader: FactoryReader) {
        let removable = emptiedAppContainers(reader)
        for (sourceIndex, source) in sources.enumerated() {
            var places: [ManifestPlace] = []
            var deleted: [ClosedRange<Int>] = []
            for container in reader.extensions where container.sourceIndex == sourceIndex {
                let held = source.conditionClauses(at: container.declaration.lowerBound)
                let place =
                    places.firstIndex { $0.held == held }
                    ?? {
                        places.append(ManifestPlace(held: held))
                        return places.count - 1
                    }()
                // Alternatives declare one name twice; the declarations of this extension move.
                var names: Set<String> = []
                let declared = container.registrations.filter { names.insert($0).inserted }
                let moved = declared.filter { translated[$0] != nil }
                let movedHere = moved.flatMap(movedDeclarations).filter {
                    $0.registration.sourceIndex == sourceIndex && container.declaration.contains($0.registration.member.lowerBound)
                }
                for (registration, entry) in movedHere where registration.aliasOf == nil && entry.forwardsTo == nil {
                    let clauses = registration.condition.dropFirst(held.count).map(\.text)
                    places[place].entries += (entry.inputs + [entry.line]).map { (clauses, $0) }
                }
                // An emptied app container's class goes, though it registers nothing itself.
                let keepsAll = moved.isEmpty && !(container.isClassBody && removable.contains(container.container))
                let keepsSome =
                    container.isClassBody
                    ? !removable.contains(container.container)
                    : !container.otherMembers.isEmpty || moved.count < declared.count || moved.contains { forwarded[$0] != nil }
                if let member = container.otherMembers.first, !container.isClassBody {
                    findings.untouched(
                        .containerMembersLeft,
                        "'extension \(container.container)' keeps members that are not registrations; move them by hand",
                        at: location(sourceIndex, member))
                }
                if keepsAll { continue }
                let whole = source.lineStart(of: container.declaration.lowerBound)..<source.lineEnd(of: container.declaration.upperBound)
                if keepsSome {
                    deleted += movedHere.compactMap { leaveForwarderOrDelete($0, source) }
                    if places[place].anchor == nil { places[place].anchor = (whole.lowerBound..<whole.lowerBound, false) }
                } else if places[place].anchor == nil {
                    places[place].anchor = (whole, true)
                } else {
                    findings.add(TextEdit(whole, ""), in: source.path)
                    deleted.append(container.declaration)
                }
            }
            for edit in source.emptiedConditionalBlocks(deleted) { findings.add(edit, in: source.path) }
            for place in places {
                guard let anchor = place.anchor, !place.entries.isEmpty else { continue }
                findings.translated.insert(source.path)
                findings.manifests.append(
                    ManifestPlacement(path: source.path, hub: hub, entries: place.entries) {
                        TextEdit(anchor.range, $0 + (anchor.replaces ? "" : "\n"))
                    })
            }
        }
    }

    /// The registrations of one `#if` branch of a file (most files have one), and where their
    /// manifest goes: in place of an extension, or above one.
    private struct ManifestPlace {
        let held: [ConditionClause]
        var entries: [(clauses: [String], line: ManifestLine)] = []
        var anchor: (range: Range<Int>, replaces: Bool)?
    }

    /// In an extension that stays, a moved registration becomes a forwarder while code left on
    /// Factory uses it, or goes: its member's tokens when it goes.
    private mutating func leaveForwarderOrDelete(
        _ moved: (registration: FactoryRegistration, entry: ManifestEntry), _ source: SwiftSource
    ) -> ClosedRange<Int>? {
        let (registration, entry) = moved
        let name = registration.name
        let member = registration.member
        if let use = forwarded[name] {
            // An earlier run's forwarder stays as it is.
            if entry.forwardsTo == nil {
                findings.add(
                    source.replacement(member.lowerBound, member.upperBound, with: forwarder(registration, entry)), in: source.path)
            }
            findings.keepsOldImport.insert(source.path)
            let why =
                publicForwarders.contains(name)
                ? ": it is public, so other modules may resolve it from the container; remove it once none does"
                : " while code left on Factory uses it (\(use.path):\(use.line)); a later run removes it once nothing does"
            findings.caveat(
                .forwarder, "'\(name)' moved to '\(hub)', and stays in Factory as a forwarder to it\(why)",
                at: location(registration.sourceIndex, registration.nameToken))
            return nil
        }
        if entry.forwardsTo != nil, let comment = source.commentLine(above: member.lowerBound, startingWith: forwarderComment) {
            // An earlier run's forwarder that nothing uses any more goes with its comment.
            findings.add(TextEdit(comment.lowerBound..<source.lineEnd(of: member.upperBound), ""), in: source.path)
            return member
        }
        findings.add(source.deletion(member.lowerBound, member.upperBound), in: source.path)
        return member
    }

    /// The app's own containers left with nothing to do: every registration of theirs moved
    /// (none forwards), their declarations hold nothing else but `shared` and `manager`, and no
    /// code outside those declarations names them any more. Their class goes with the rest.
    private func emptiedAppContainers(_ reader: FactoryReader) -> Set<String> {
        var removable: Set<String> = []
        for name in Set(reader.extensions.filter(\.isClassBody).map(\.container)) {
            let declarations = reader.extensions.filter { $0.container == name }
            let emptied = declarations.allSatisfy { container in
                let others = container.otherMembers.filter { member in
                    let memberName = FactoryReader.memberName(sources[container.sourceIndex], at: member)
                    return !(container.isClassBody && (memberName == "shared" || memberName == "manager"))
                }
                return others.isEmpty && container.registrations.allSatisfy { translated[$0] != nil && forwarded[$0] == nil }
            }
            guard emptied else { continue }
            let stillNamed = sources.indices.contains { sourceIndex in
                let source = sources[sourceIndex]
                let own = declarations.filter { $0.sourceIndex == sourceIndex }.map(\.declaration)
                return source.tokens.indices.contains { index in
                    source.isKind(index, .identifier) && source.text(index) == name && !isClaimed(sourceIndex, index)
                        && !own.contains { $0.contains(index) }
                }
            }
            if !stillNamed { removable.insert(name) }
        }
        return removable
    }

    /// The test defaults, in a test file's `extension AppHub: HubTestDefaults`: `public`, since
    /// the hub is the app module's, which the tests import.
    mutating func placeTestDefaults(_ defaults: [ContextDefault]) {
        guard !defaults.isEmpty else { return }
        let tests = sources.filter { $0.errors.isEmpty && isTestFile($0) }
        let importsFactory = { (source: SwiftSource) in
            source.tokens.indices.contains { source.isWord($0, "import") && ["Factory", "FactoryKit"].contains(source.text($0 + 1)) }
        }
        let conformance = "extension \(hub): \(testDefaultsProtocol)"
        guard let file = tests.first(where: importsFactory) ?? tests.first else {
            for mock in defaults {
                findings.caveat(
                    .testContextLeft,
                    "'\(mock.name)' moved without its test context: add '\(mock.mockCall)' to the test "
                        + "target's '\(conformance)' (see Testing)", at: mock.location)
            }
            return
        }
        let lines = defaults.map { "        \($0.mockCall)\n" }.joined()
        let text =
            "\n/// The mocks every test starts with: Factory's test context of what moved to \(hub).\n"
            + "\(conformance) {\n    public static func testDefaults(_ mocks: inout Mocks) {\n\(lines)    }\n}\n"
        let end = file.file.source.bytes.count
        findings.add(TextEdit(end..<end, text), in: file.path)
        for mock in defaults {
            findings.caveat(
                .testDefault,
                "the test context of '\(mock.name)' is now a test default, in \(file.path)'s '\(conformance)'", at: mock.location)
        }
    }

    /// The preview defaults, in `#if DEBUG` (mocks exist in debug builds only) at the end of the
    /// file of the first registration that has one: `extension AppHub: HubPreviewDefaults`.
    mutating func placePreviewDefaults(_ defaults: [ContextDefault]) {
        guard let first = defaults.first, let file = sources.first(where: { $0.path == first.location.path }) else { return }
        let lines = defaults.map { "            \($0.mockCall)\n" }.joined()
        let text =
            "\n#if DEBUG\n    /// The mocks every SwiftUI preview starts with: Factory's preview context of what moved to \(hub).\n"
            + "    extension \(hub): HubPreviewDefaults {\n        public static func previewDefaults(_ mocks: inout Mocks) {\n"
            + "\(lines)        }\n    }\n#endif\n"
        let end = file.file.source.bytes.count
        findings.add(TextEdit(end..<end, text), in: file.path)
        for mock in defaults {
            findings.caveat(
                .previewDefault,
                "the preview context of '\(mock.name)' is now a preview default, in \(file.path)'s 'extension \(hub): "
                    + "HubPreviewDefaults', which applies where Xcode runs previews", at: mock.location)
        }
    }
}
