import StaticHubGenerator

/// Registrations made again after launch: `Container.shared.x.register { … }`, or
/// `Container.shared.x { … }`. In the app that is run-time configuration (see
/// `runTimeConfigurations`); in a test or a preview it is an override, which becomes a mock.
extension FactoryMigration {
    struct Override {
        let sourceIndex: Int
        /// The registration's name token.
        let nameToken: Int
        /// The first token of the receiver (`Container` of `Container.shared.x`), or the
        /// name's when nothing precedes it (`x.register` in `autoRegister()`).
        let start: Int
        /// The closure's opening brace, or the `(` of `register(factory:)`.
        let argument: Int
        let inTests: Bool
        /// In `#Preview { … }` or a `PreviewProvider`'s `previews`.
        let inPreview: Bool
        /// In `autoRegister()`, which Factory calls when the container is first used: moved to
        /// a scope's start there, nothing would call it once nothing uses the container.
        let inAutoRegister: Bool

        /// Made for a test or a preview, not for the app's run.
        var isOverride: Bool { inTests || inPreview }
    }

    /// Every re-registration of a registration the reader found.
    func overrides() -> [Override] {
        var found: [Override] = []
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            let inTests = Self.isTestFile(source)
            let previews = Self.previewBodies(source)
            let autoRegisters = Self.functionBodies(named: "autoRegister", in: source)
            for index in source.tokens.indices where registrationNames.contains(source.text(index)) && source.isKind(index, .identifier) {
                let argument: Int
                // `preview { … }`: Factory's registration for previews only. In a preview's body it
                // is that preview's override; elsewhere it is reported (`reportContextOverrides`).
                let inPreview = previews.contains { $0.contains(index) }
                let isPreviewOnly = source.isKind(index + 1, .period) && source.isWord(index + 2, "preview")
                if isPreviewOnly && !inPreview { continue }
                // `register { … }` or `register(factory: …)`; a type's own `register()` is not Factory's.
                if isPreviewOnly, source.isKind(index + 3, .leftBrace) {
                    argument = index + 3
                } else if source.isKind(index + 1, .period), source.isWord(index + 2, "register"),
                    source.isKind(index + 3, .leftBrace) || source.isKind(index + 3, .leftParen) && source.isWord(index + 4, "factory")
                {
                    argument = index + 3
                } else if source.isKind(index - 1, .period), source.isKind(index + 1, .leftBrace),
                    source.isWord(receiverStart(source, before: index), "self") || isContainer(source, receiverStart(source, before: index))
                {
                    // `Container.shared.x { … }`: only on the container, since any type's member
                    // can take a trailing closure (`view.background { … }`).
                    argument = index + 1
                } else {
                    continue
                }
                // `let _ = Container.shared.x.preview { … }`, as a preview's body writes it, is
                // replaced whole.
                var start = receiverStart(source, before: index)
                if source.isWord(start - 3, "let"), source.text(start - 2) == "_", source.text(start - 1) == "=" { start -= 3 }
                found.append(
                    Override(
                        sourceIndex: sourceIndex, nameToken: index, start: start, argument: argument,
                        inTests: inTests, inPreview: inPreview,
                        inAutoRegister: autoRegisters.contains { $0.contains(index) }))
            }
        }
        return found
    }

    /// What stays in Factory because the app registers it again at run time, with the reason.
    func reRegisteredInTheApp(_ overrides: [Override], _ reader: FactoryReader) -> [String: Untranslatable] {
        let byName = Dictionary((reader.registrations + reader.aliases).map { ($0.name, $0) }) { first, _ in first }
        var staying: [String: Untranslatable] = [:]
        for override in overrides where !override.isOverride {
            let source = sources[override.sourceIndex]
            let name = source.text(override.nameToken)
            guard staying[name] == nil, configurations[name] == nil else { continue }
            let place = source.location(override.nameToken)
            staying[name] =
                override.inAutoRegister
                ? Untranslatable(
                    .registeredAgainInAutoRegister,
                    "it is registered again in 'autoRegister()' (\(place.path):\(place.line)), which Factory calls when the container is "
                        + "first used and nothing would call once it moved; write that closure in the property itself, then run again")
                : Untranslatable(
                    .registeredAgainAtRunTime,
                    "it is registered again at run time (\(place.path):\(place.line)), which a moved registration would ignore; "
                        + (byName[name].map { configurationRecipe($0, at: place) }
                            ?? "make what it is built from a 'ScopeInput' and register it with 'ScopedRegister' (see Migrating), then run again")
                )
        }
        return staying
    }

    /// What to write by hand for a registration configured at run time that the migration
    /// could not move, with its names filled in: the input and scope the plain case gets.
    private func configurationRecipe(_ registration: FactoryRegistration, at place: SourceLocation) -> String {
        let name = Self.accessorName(of: registration)
        let marker = name + "Configuration"
        let source = sources[registration.sourceIndex]
        let body = registration.closure.body
        let made =
            registration.aliasOf == nil && isPlain(source, body, inManifest: true)
            ? source.oneLine(body.lowerBound, body.upperBound - 1) : "…"
        return "by hand, put 'ScopeInput(\(registration.type).self, scope: \(marker).self, default: { \(made) })' in the manifest "
            + "in its place with 'enum \(marker) {}', and at \(place.path):\(place.line) call "
            + "'\(hub).startScope(\(marker).self, \(ManifestEntry.lowerCamel(name)): …)' with the value its closure makes (see Migrating); "
            + "then run again to move what depends on it"
    }

    /// A test's or a preview's override of a moved registration becomes a global mock of the
    /// hub: `Container.shared.x.register { Fake() }` → `AppHub.mock(X.self) { Fake() }`. A
    /// preview's is compiled in release builds too, where mocks do not exist: it goes in
    /// `#if DEBUG`.
    mutating func rewriteOverrides(_ overrides: [Override]) {
        for override in overrides where override.isOverride {
            let source = sources[override.sourceIndex]
            let name = source.text(override.nameToken)
            guard let moved = translated[name], !isClaimed(override.sourceIndex, override.nameToken) else { continue }
            let mock = "\(hub).mock(\(moved.entry.type).self)"
            guard moved.entry.tag == nil, source.isKind(override.argument, .leftBrace), let close = source.partner(of: override.argument)
            else {
                // Reported here once: the call-site pass leaves it alone.
                claim(override.sourceIndex, override.start...override.argument)
                findings.untouched(
                    .overrideLeft,
                    override.inTests
                        ? "a test override of '\(name)' stays: replace it with a mock, '\(hub).withMocks { $0.mock(\(moved.entry.type).self) { … } }'"
                        : "a preview's override of '\(name)' stays: replace it with '\(mock) { … }' in '#if DEBUG'",
                    at: source.location(override.start))
                continue
            }
            if override.inTests {
                findings.add(source.replacement(override.start, override.argument - 1, with: mock), in: source.path)
            } else {
                let indentation = source.indentation(of: override.start)
                findings.add(
                    source.replacement(override.start, override.argument - 1, with: "#if DEBUG\n\(indentation)\(mock)"), in: source.path)
                findings.add(source.replacement(close, close, with: "}\n\(indentation)#endif"), in: source.path)
            }
            if moved.entry.isolation != "MainActor", let edit = Self.mainActorRemoval(source, closureAt: override.argument) {
                findings.add(edit, in: source.path)
                findings.caveat(
                    .mockLeftTheMainActor,
                    "'@MainActor' left this mock's closure: '\(hub)' makes '\(moved.entry.type)' off the main actor, and so its mock; "
                        + "if the closure needs the main actor, isolate the registration ('isolation: MainActor.self')",
                    at: source.location(override.argument + 1))
            }
            // The closure's own call sites are rewritten as anywhere else.
            claim(override.sourceIndex, override.start...(override.argument - 1))
            claim(override.sourceIndex, close...close)
        }
    }

    /// The edit that takes `@MainActor in` out of the closure opening at `open`: a hub's mock
    /// of a registration that is not main-actor isolated takes a closure that is not either,
    /// which Swift 6 checks.
    static func mainActorRemoval(_ source: SwiftSource, closureAt open: Int) -> TextEdit? {
        guard source.isKind(open + 1, .at), source.isWord(open + 2, "MainActor"), source.isWord(open + 3, "in") else { return nil }
        // `@MainActor in` on a line of its own goes with its line.
        if source.startsLine(open + 1), source.endsLine(open + 3) { return source.deletion(open + 1, open + 3) }
        let end = source.endsLine(open + 3) ? source.tokens[open + 3].range.upperBound : source.tokens[open + 4].range.lowerBound
        return TextEdit(source.tokens[open].range.upperBound..<end, source.endsLine(open + 3) ? "" : " ")
    }

    /// The bodies of the functions `name()` that `source` declares.
    static func functionBodies(named name: String, in source: SwiftSource) -> [ClosedRange<Int>] {
        source.tokens.indices.compactMap { index in
            guard source.isWord(index, "func"), source.isWord(index + 1, name), source.isKind(index + 2, .leftParen),
                source.isKind(index + 3, .rightParen),
                let open = (index + 4..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
                let close = source.partner(of: open)
            else { return nil }
            return open...close
        }
    }

    /// The bodies of previews: `#Preview { … }`, and a `PreviewProvider`'s `static var previews`.
    static func previewBodies(_ source: SwiftSource) -> [ClosedRange<Int>] {
        source.tokens.indices.compactMap { index in
            let isMacro = source.isKind(index, .poundKeyword) && source.text(index) == "#Preview"
            guard isMacro || source.isWord(index, "previews") && source.isWord(index - 1, "var"),
                let open = (index + 1..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
                let close = source.partner(of: open)
            else { return nil }
            return open...close
        }
    }

    /// `Container.shared.reset()` in a test: the hub's global mocks go instead.
    mutating func rewriteTestResets() {
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty && Self.isTestFile(source) {
            for index in source.tokens.indices where !isClaimed(sourceIndex, index) {
                guard isContainer(source, index), source.isKind(index + 1, .period), source.isWord(index + 2, "shared"),
                    source.isKind(index + 3, .period), source.isWord(index + 4, "reset"), source.isKind(index + 5, .leftParen),
                    source.isKind(index + 6, .rightParen)
                else { continue }
                // While registrations stay on Factory, their overrides are still Factory's to reset.
                let staying = registrationNames.subtracting(translated.keys).count
                if staying == 0 {
                    findings.add(source.replacement(index, index + 6, with: "\(hub).resetMocks()"), in: source.path)
                } else {
                    // An earlier run wrote `AppHub.resetMocks()` above it already.
                    let written =
                        source.isWord(index - 5, hub) && source.isKind(index - 4, .period) && source.isWord(index - 3, "resetMocks")
                        && source.isKind(index - 2, .leftParen) && source.isKind(index - 1, .rightParen)
                    if !written {
                        let indentation = source.indentation(of: index)
                        findings.add(
                            TextEdit.insertion("\(hub).resetMocks()\n\(indentation)", at: source.tokens[index].range.lowerBound),
                            in: source.path)
                    }
                    findings.keepsOldImport.insert(source.path)
                    findings.caveat(
                        .resetMocksWhileSomeStay,
                        "'\(hub).resetMocks()' now resets the mocks of what moved; Factory's reset stays for the \(staying) "
                            + "registration\(staying == 1 ? "" : "s") left on Factory, until they move too",
                        at: source.location(index))
                }
                claim(sourceIndex, index...(index + 6))
            }
        }
    }

    /// Factory's context overrides of a moved registration (`x.context(.preview) { … }`,
    /// `x.onTest { … }`) no longer reach what resolves from the hub: each is reported with the
    /// hub's form.
    mutating func reportContextOverrides() {
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            for index in source.tokens.indices where source.isKind(index, .identifier) && !isClaimed(sourceIndex, index) {
                // Factory's own call (`x.context(.preview) { … }`, `x.onTest { … }`), not a property of
                // that name read from something else (`container.context` of a model container).
                guard let moved = translated[source.text(index)], source.isKind(index + 1, .period),
                    var context = Self.contextModifiers[source.text(index + 2)],
                    source.isKind(index + 3, .leftParen) || source.isKind(index + 3, .leftBrace)
                else { continue }
                // `.context(.test)`, `.context(.preview)`: the first context names it.
                if source.isWord(index + 2, "context"), source.isKind(index + 4, .period) {
                    context = ["test": "tests", "preview": "previews"][source.text(index + 5)] ?? context
                }
                let mock = "\(hub).mock(\(moved.entry.type).self) { … }"
                let scopedMock = "mocks.mock(\(moved.entry.type).self) { … }"
                let instead =
                    switch context {
                    case "tests": "set it in the test target's 'extension \(hub): \(testDefaultsProtocol)' with '\(scopedMock)'"
                    case "previews":
                        "give the preview '#Preview(traits: .hubMocks(\(hub).self) { $0.mock(\(moved.entry.type).self) { … } })', "
                            + "or every preview 'extension \(hub): HubPreviewDefaults' (see Testing)"
                    default: "resolve from '\(hub)' and mock it there with '\(mock)'"
                    }
                findings.untouched(
                    .contextOverrideUnreached,
                    "this override of '\(source.text(index))' for \(context) no longer reaches what resolves from '\(hub)'; \(instead)",
                    at: source.location(index))
            }
        }
    }

    /// Factory's contextual modifiers, by what they apply to.
    private static let contextModifiers: [String: String] = [
        "context": "a context", "onTest": "tests", "onPreview": "previews", "preview": "previews", "onDebug": "debug builds",
        "onSimulator": "the simulator",
        "onDevice": "devices", "onArg": "a launch argument", "onArgs": "launch arguments"
    ]

    /// A file of a test target: it imports XCTest or Testing, it is in a test target's folder
    /// (`Tests/…`, `MyAppTests/…`), or it declares a test case (a class whose superclass is
    /// `XCTestCase` or another `…TestCase`, or a `QuickSpec`), as a snapshot test that imports
    /// only its snapshot library does.
    static func isTestFile(_ source: SwiftSource) -> Bool {
        let folders = source.path.split(separator: "/").dropLast()
        if folders.contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") }) { return true }
        return source.tokens.indices.contains { index in
            if source.isWord(index, "import") { return source.isWord(index + 1, "XCTest") || source.isWord(index + 1, "Testing") }
            guard source.isWord(index, "class"), source.isKind(index + 1, .identifier), source.isKind(index + 2, .colon) else {
                return false
            }
            let superclass = source.text(index + 3)
            return superclass.hasSuffix("TestCase") || superclass == "QuickSpec"
        }
    }

    /// The first token of `Container.shared.x` or `container.x` before the name at `index`.
    private func receiverStart(_ source: SwiftSource, before index: Int) -> Int {
        var start = index
        while source.isKind(start - 1, .period), source.isKind(start - 2, .identifier) { start -= 2 }
        return start
    }
}
