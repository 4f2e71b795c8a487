import StaticHubGenerator

/// What every pass asks of the input, whatever it decides.
extension FactoryReading {
    /// Every body of an extension of a container (`extension Container`, with a conformance
    /// such as `: AutoRegistering` or without, or of the app's own container).
    func containerExtensionBodies(_ source: SwiftSource) -> [ClosedRange<Int>] {
        source.tokens.indices.compactMap { index in
            guard source.isWord(index, "extension"), isContainer(source, index + 1),
                let open = (index + 2..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
                let close = source.partner(of: open)
            else { return nil }
            return open...close
        }
    }

    /// The accessor of `hub` that a forwarder left by an earlier run calls, its closure's whole
    /// body (`self { AppHub.resolveSession() }`, `self { parameter in AppHub.resolveUser(parameter) }`);
    /// nil for any other registration. Such a registration moved already: it is not moved again.
    func hubForwarderAccessor(_ registration: FactoryRegistration) -> String? {
        guard registration.aliasOf == nil, registration.closure.prelude == nil else { return nil }
        let parameters = registration.closure.parameters
        return HubForwarderCall.accessor(
            in: sources[registration.sourceIndex], body: registration.closure.body, hub: hub,
            parameter: parameters.count == 1 ? parameters[0].name : nil)
    }

    /// Whether `registration` is an earlier run's forwarder to a registration of the hub that
    /// lives in a scope (as a run-time configuration moves): what is shared cannot depend on it.
    func isForwarderToScopedRegistration(_ registration: FactoryRegistration) -> Bool {
        guard hubForwarderAccessor(registration) != nil else { return false }
        // The manifest as a migration writes it, one argument a line or not: compared without white space.
        let type = registration.type.filter { !$0.isWhitespace }
        return sources.contains { source in
            let text = source.text.filter { !$0.isWhitespace }
            return ["ScopeInput", "ScopedRegister"].contains { text.contains("\($0)(\(type).self") }
        }
    }

    /// An expression that means the same where it is moved to: nothing that resolves a
    /// registration, suspends, throws or opens a closure; in a manifest (or a test file), also
    /// nothing of the container it was written in (`self`, its helpers).
    func isPlain(_ source: SwiftSource, _ range: Range<Int>, inManifest: Bool) -> Bool {
        let inContainer = containerExtensionBodies(source).contains { $0.contains(range.lowerBound) }
        return !range.isEmpty
            && !range.contains { token in
                let word = source.text(token)
                let afterPeriod = source.isKind(token - 1, .period)
                return ["try", "await", "in", "return"].contains(word) || word.hasPrefix("$") || source.isKind(token, .leftBrace)
                    || registrationNames.contains(word) && resolves(source, token, inContainer: inContainer)
                    || containers.contains(word) && !afterPeriod
                    || inManifest && (word == "self" || containerHelpers.contains(word) && !afterPeriod)
            }
    }

    /// Whether the registration's name at `token` resolves it (`x()`, `self.x`, `x.resolve()`,
    /// a bare `x` in a container's extension) rather than naming a local of the same name.
    private func resolves(_ source: SwiftSource, _ token: Int, inContainer: Bool) -> Bool {
        if source.isKind(token - 1, .period) { return source.isWord(token - 2, "self") || source.isWord(token - 2, "shared") }
        return inContainer || source.isKind(token + 1, .leftParen) || source.isKind(token + 1, .period)
    }

    /// The registration's accessor without `resolve`: `HTTPLoader` for `(any HTTPLoader)`.
    static func accessorName(of registration: FactoryRegistration) -> String {
        String(ManifestEntry.accessor(type: registration.type, tag: nil).dropFirst("resolve".count))
    }

    /// A file of a test target: the package manifest says so, it imports XCTest or Testing, it
    /// is in a test target's folder (`Tests/…`, `MyAppTests/…`), or it declares a test case (a
    /// class whose superclass is `XCTestCase` or another `…TestCase`, or a `QuickSpec`), as a
    /// snapshot test that imports only its snapshot library does.
    func isTestFile(_ source: SwiftSource) -> Bool {
        if context.testFiles.contains(source.path) { return true }
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

    /// `.onTest { … }` and `.context(.test) { … }`; `.onPreview { … }` and `.context(.preview) { … }`.
    static func context(of modifier: (name: String, argument: String?, token: Int)) -> ContextDefault.Context? {
        switch (modifier.name, modifier.argument) {
        case ("onTest", _), ("context", "test"): .test
        case ("onPreview", _), ("context", "preview"): .preview
        default: nil
        }
    }

    /// The first token of `Container.shared.x` or `container.x` before the name at `index`.
    func receiverStart(_ source: SwiftSource, before index: Int) -> Int {
        var start = index
        while source.isKind(start - 1, .period), source.isKind(start - 2, .identifier) { start -= 2 }
        return start
    }

    /// The protocol a test target's defaults conform the hub to.
    var testDefaultsProtocol: String { hubIsMainActor ? "MainActorHubTestDefaults" : "HubTestDefaults" }
}
