import StaticHubGenerator

/// Registrations made again after launch: in the app, a configuration's re-registration
/// becomes its scope's start; in a test or a preview, an override (`Container.shared.x.register
/// { … }`, `Container.shared.x { … }`) becomes a mock of the hub, and `Container.shared.reset()`
/// its `resetMocks()`. Factory's test and preview contexts are reported where they stay.
struct FactoryOverrideRewriter: FactoryRewriting, ClaimingPass {
    let plan: FactoryPlan
    var claimed: ClaimedRanges
    var findings = StyleFindings()

    /// The pass's edits and messages, and the ranges claimed by then.
    static func rewrite(_ plan: FactoryPlan, after claimed: ClaimedRanges) -> (findings: StyleFindings, claimed: ClaimedRanges) {
        var rewriter = FactoryOverrideRewriter(plan: plan, claimed: claimed)
        rewriter.rewriteConfigurations()
        let scopes = rewriter.testScopes(of: plan.overrides)
        rewriter.rewriteTestScopes(scopes)
        let scoped = Set(scopes.values.joined().joined().map { [$0.sourceIndex, $0.start] })
        rewriter.rewriteOverrides(plan.overrides.filter { !scoped.contains([$0.sourceIndex, $0.start]) })
        rewriter.removeContainerTraits()
        rewriter.reportContextOverrides()
        rewriter.rewriteTestResets()
        return (rewriter.findings, rewriter.claimed)
    }
}

extension FactoryOverrideRewriter {
    /// Each re-registration of a configured registration that moved becomes its scope's start.
    mutating func rewriteConfigurations() {
        for (name, configuration) in configurations {
            guard let moved = translated[name], let marker = moved.entry.scope else { continue }
            for site in configuration.sites { rewrite(site, of: name, configuration, marker: marker) }
        }
    }

    private mutating func rewrite(_ site: Configuration.Site, of name: String, _ configuration: Configuration, marker: String) {
        let override = site.override
        let source = sources[override.sourceIndex]
        guard let close = source.partner(of: override.argument) else { return }
        let arguments = zip(configuration.inputs, site.values).map { ", \($0.label): \($1)" }.joined()
        findings.add(
            source.replacement(override.start, close, with: "\(hub).startScope(\(marker).self\(arguments))"), in: source.path)
        claim(override.sourceIndex, override.start...close)
        let (made, read) =
            switch configuration.shape {
            case .arguments: ("with a 'ScopeInput' for each value its closure passes", "the values are")
            case .value: ("as a 'ScopeInput'", "the value is")
            }
        let defaults = configuration.inputs.contains { $0.original == nil } ? "no default" : "what Factory made first as the default"
        findings.caveat(
            .configurationScope,
            "'\(name)' is registered again here, so it moved to the scope '\(marker)' \(made) (\(defaults)), and this call "
                + "starts that scope; \(read) read when it starts, no longer when '\(name)' is resolved",
            at: source.location(override.start))
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
            let mock = "\(hub).mock(\(moved.entry.type).self\(moved.entry.tag.map { ", tag: \($0).self" } ?? ""))"
            guard source.isKind(override.argument, .leftBrace), let close = source.partner(of: override.argument) else {
                // Reported here once: the call-site pass leaves it alone.
                claim(override.sourceIndex, override.start...override.argument)
                findings.untouched(
                    .overrideLeft,
                    override.inTests
                        ? "a test override of '\(name)' stays: replace it with a mock, '\(hub).withMocks({ $0.mock(\(moved.entry.type).self"
                            + "\(moved.entry.tag.map { ", tag: \($0).self" } ?? "")) { … } }) { … }'"
                        : "a preview's override of '\(name)' stays: replace it with '\(mock) { … }' in '#if DEBUG'",
                    at: source.location(override.start))
                continue
            }
            if override.inTests {
                findings.add(source.replacement(override.start, override.argument - 1, with: mock), in: source.path)
                reportGlobalMockInParallelTests(override, moved.entry)
            } else {
                let indentation = source.indentation(of: override.start)
                findings.add(
                    source.replacement(override.start, override.argument - 1, with: "#if DEBUG\n\(indentation)\(mock)"), in: source.path)
                findings.add(source.replacement(close, close, with: "}\n\(indentation)#endif"), in: source.path)
            }
            keepOrDropMainActor(moved.entry, source, closureAt: override.argument)
            // The closure's own call sites are rewritten as anywhere else.
            claim(override.sourceIndex, override.start...(override.argument - 1))
            claim(override.sourceIndex, close...close)
        }
    }

    /// A mock of a registration that is not main-actor isolated takes a closure that is not
    /// either: `@MainActor in` goes, with a caveat. (A mock that makes a main-actor type made
    /// its registration main-actor isolated: `FactoryPlanner.overrideMakesMainActorType`.)
    mutating func keepOrDropMainActor(_ entry: ManifestEntry, _ source: SwiftSource, closureAt open: Int) {
        guard entry.isolation != "MainActor", let edit = Self.mainActorRemoval(source, closureAt: open) else { return }
        findings.add(edit, in: source.path)
        findings.caveat(
            .mockLeftTheMainActor,
            "'@MainActor' left this mock's closure: '\(hub)' makes '\(entry.type)' off the main actor, and so its mock; "
                + "if the closure needs the main actor, isolate the registration ('isolation: MainActor.self')",
            at: source.location(open + 1))
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

    /// `Container.shared.reset()` in a test: the hub's global mocks go instead.
    mutating func rewriteTestResets() {
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty && isTestFile(source) {
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

}
