import StaticHubGenerator

/// The first decision: where the app registers a registration again, and which of those are
/// run-time configuration (a registration that the app registers once more, with a closure of
/// plain values: `Container.shared.backend.register { Backend(host: host) }`,
/// `Container.shared.loader.register { loader }`). Such a registration moves into a scope of
/// its own, and the re-registration becomes the scope's start:
/// - a shared one whose new closure calls the original's initializer with other values: a
///   `ScopedRegister` made from one `ScopeInput` per argument, each defaulting to the
///   original's value (`AppHub.startScope(BackendConfiguration.self, host: host)`);
/// - any other: the registration becomes a `ScopeInput` itself, defaulting to what the
///   original made, when that is plain too (`AppHub.startScope(LoaderConfiguration.self,
///   loader: loader)`).
///
/// Anything else registered again stays in Factory (`reRegisteredInTheApp`), as does one the
/// app resets by itself (`resetAtRunTime`). In a test or a
/// preview a registration made again is an override, which becomes a mock
/// (`FactoryOverrideRewriter`).
struct FactoryConfigurationReader: FactoryReading {
    let context: FactoryContext
    private var configurations: [String: Configuration] = [:]

    /// Where the app registers again, the configurations, and what stays because of the rest.
    static func read(_ reader: FactoryReader, in context: FactoryContext) -> (
        overrides: [Override], configurations: [String: Configuration], staying: [String: Untranslatable]
    ) {
        var configurationReader = FactoryConfigurationReader(context: context)
        let overrides = configurationReader.overrides()
        configurationReader.configurations = configurationReader.runTimeConfigurations(overrides, reader)
        let staying = configurationReader.reRegisteredInTheApp(overrides, reader)
            .merging(configurationReader.resetAtRunTime()) { first, _ in first }
        return (overrides, configurationReader.configurations, staying)
    }

    private init(context: FactoryContext) {
        self.context = context
    }
}

extension FactoryConfigurationReader {
    /// Every re-registration of a registration the reader found.
    func overrides() -> [Override] {
        var found: [Override] = []
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            let inTests = isTestFile(source)
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

    /// The registrations the app registers again, everywhere in one shape, with plain values:
    /// those the migration moves into a scope.
    func runTimeConfigurations(_ overrides: [Override], _ reader: FactoryReader) -> [String: Configuration] {
        let sites = Dictionary(grouping: overrides.filter { !$0.isOverride }) { sources[$0.sourceIndex].text($0.nameToken) }
        var takenTypes = Set(reader.registrations.map(\.type))
        var configurations: [String: Configuration] = [:]
        for registration in reader.registrations {
            // One made in `autoRegister()` stays with Factory, which calls that.
            guard let found = sites[registration.name], registration.explicitParameter == nil, !found.contains(where: \.inAutoRegister)
            else { continue }
            let each = found.compactMap { configuration(of: registration, at: $0, takenTypes: takenTypes) }
            guard each.count == found.count, let shape = each.first?.shape, each.allSatisfy({ $0.shape == shape }) else { continue }
            if case .arguments(_, let inputs) = shape { takenTypes.formUnion(inputs.map(\.type)) }
            configurations[registration.name] = Configuration(shape: shape, sites: each.flatMap(\.sites))
        }
        return configurations
    }

    /// The configuration one re-registration makes; its inputs' types are none of `takenTypes`
    /// (every registered type, and earlier configurations' inputs).
    private func configuration(of registration: FactoryRegistration, at override: Override, takenTypes: Set<String>) -> Configuration? {
        let site = sources[override.sourceIndex]
        let source = sources[registration.sourceIndex]
        guard registration.tag == nil, site.isKind(override.argument, .leftBrace),
            let closure = FactoryClosure(site, at: override.argument), !registration.closure.isMainActor,
            lifetimeWords(registration).allSatisfy(Self.lifetimesOfConfiguration.contains)
        else { return nil }
        // The values the closure makes, as they read where the scope starts.
        let body: Range<Int>
        let outside: [Int: String]
        if let captures = CaptureList(site, closureAt: override.argument) {
            guard captures.values.values.allSatisfy({ isPlain(site, $0, inManifest: false) }) else { return nil }
            body = (site.isWord(captures.bodyStart, "return") ? captures.bodyStart + 1 : captures.bodyStart)..<closure.close
            outside = captures.spelledOut(in: body, of: site)
        } else {
            guard closure.parameters.isEmpty, !closure.isMainActor else { return nil }
            body = closure.body
            outside = [:]
        }
        if isShared(registration), let configured = plainCall(site, body, inManifest: false, replacing: outside),
            let original = plainCall(source, registration.closure.body, inManifest: true), configured.type == original.type,
            configured.arguments.map(\.label) == original.arguments.map(\.label),
            let inputs = argumentInputs(of: configured.type, configured: configured.arguments, original: original.arguments),
            inputs.allSatisfy({ !takenTypes.contains($0.type) })
        {
            return Configuration(
                shape: .arguments(factory: "\(configured.type).init(\(inputs.map { $0.label + ":" }.joined()))", inputs: inputs),
                sites: [Configuration.Site(override: override, values: configured.arguments.map(\.value))])
        }
        // A main-actor value would be made, or bound, off the main actor of a hub that is not.
        let made = registration.closure.implementationName(source).flatMap { types[$0] }
        guard isPlain(site, body, inManifest: false), types[registration.type]?.isMainActor != true,
            made.map({ !$0.isMainActor || $0.hasOnlyNonisolatedInitializers }) ?? true
        else { return nil }
        let original: String?
        if source.isWord(registration.closure.body.lowerBound, "fatalError") {
            original = nil
        } else if isPlain(source, registration.closure.body, inManifest: true) {
            original = source.oneLine(registration.closure.body.lowerBound, registration.closure.body.upperBound - 1)
        } else {
            return nil
        }
        let label = ManifestEntry.lowerCamel(Self.accessorName(of: registration))
        return Configuration(
            shape: .value(Input(label: label, type: registration.type, original: original)),
            sites: [
                Configuration.Site(override: override, values: [site.oneLine(body.lowerBound, body.upperBound - 1, replacing: outside)])
            ])
    }

    /// One input per argument of the initializer both closures call, when its parameter types
    /// tell them apart.
    private func argumentInputs(
        of type: String, configured: [(label: String, value: String)], original: [(label: String, value: String)]
    ) -> [Input]? {
        guard let declaration = types[type], !declaration.isMainActor || declaration.hasOnlyNonisolatedInitializers else { return nil }
        let candidates = types.initializers(of: declaration, labels: configured.map(\.label))
        guard candidates.count == 1, let parameters = candidates.first else { return nil }
        let inputs = parameters.indices.map { index in
            Input(
                label: configured[index].label, type: ManifestEntry.spelled(parameters[index].type, types), original: original[index].value)
        }
        return Set(inputs.map(\.type)).count == inputs.count ? inputs : nil
    }

    /// The lifetimes a configured registration may have had: Factory's own, not a custom scope.
    private static let lifetimesOfConfiguration: Set<String> = ["unique", "graph", "singleton", "cached", "shared"]

    private func lifetimeWords(_ registration: FactoryRegistration) -> [String] {
        registration.modifiers.map { $0.name == "scope" ? $0.argument ?? "" : $0.name }
    }

    /// `.singleton`, `.cached` or `.shared` as the last lifetime modifier.
    private func isShared(_ registration: FactoryRegistration) -> Bool {
        lifetimeWords(registration).last.map(["singleton", "cached", "shared"].contains) == true
    }

    /// `Type(label: value, …)` or `Type.init(label: value, …)` as the whole of `range`, every
    /// argument labelled and plain.
    private func plainCall(_ source: SwiftSource, _ range: Range<Int>, inManifest: Bool, replacing outside: [Int: String] = [:]) -> (
        type: String, arguments: [(label: String, value: String)]
    )? {
        var index = range.lowerBound
        var names: [String] = []
        while source.isKind(index, .identifier) || source.isWord(index, "init") {
            names.append(source.text(index))
            guard source.isKind(index + 1, .period) else { break }
            index += 2
        }
        if names.last == "init" { names.removeLast() }
        guard !names.isEmpty, source.isKind(index + 1, .leftParen), let close = source.partner(of: index + 1), close == range.upperBound - 1
        else { return nil }
        var arguments: [(label: String, value: String)] = []
        for piece in source.commaSeparated(index + 2..<close) {
            guard piece.count > 2, source.isKind(piece.lowerBound, .identifier), source.isKind(piece.lowerBound + 1, .colon),
                isPlain(source, piece.lowerBound + 2..<piece.upperBound, inManifest: inManifest)
            else { return nil }
            arguments.append(
                (source.text(piece.lowerBound), source.oneLine(piece.lowerBound + 2, piece.upperBound - 1, replacing: outside)))
        }
        return arguments.isEmpty ? nil : (names.joined(separator: "."), arguments)
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

    /// What stays in Factory because the app resets it alone (`Container.shared.player.reset(.scope)`):
    /// a moved registration would keep its instance, and the reset would do nothing. A
    /// test's reset of everything (`Container.shared.reset()`) is no such reset.
    func resetAtRunTime() -> [String: Untranslatable] {
        var staying: [String: Untranslatable] = [:]
        for source in sources where source.errors.isEmpty {
            for index in source.tokens.indices where isContainer(source, index) {
                guard source.isKind(index + 1, .period), source.isWord(index + 2, "shared"), source.isKind(index + 3, .period),
                    registrationNames.contains(source.text(index + 4)), source.isKind(index + 5, .period),
                    source.isWord(index + 6, "reset"), source.isKind(index + 7, .leftParen), let close = source.partner(of: index + 7)
                else { continue }
                let name = source.text(index + 4)
                guard staying[name] == nil else { continue }
                let place = source.location(index)
                staying[name] = Untranslatable(
                    .resetAtRunTime,
                    "the app resets it at run time (\(place.path):\(place.line): '\(source.oneLine(index, close))'), which a moved "
                        + "registration would ignore; register it with 'ScopedRegister(…, scope: …)' in a scope of its own and call "
                        + "'\(hub).resetScope(…)' there, then remove it from Factory")
            }
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
}
