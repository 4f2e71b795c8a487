import StaticHubGenerator

/// Run-time configuration: a registration that the app registers once more, with a closure
/// of plain values (`Container.shared.backend.register { Backend(host: host) }`,
/// `Container.shared.loader.register { loader }`). It moves into a scope of its own, and the
/// re-registration becomes the scope's start:
/// - a shared one whose new closure calls the original's initializer with other values: a
///   `ScopedRegister` made from one `ScopeInput` per argument, each defaulting to the
///   original's value (`AppHub.startScope(BackendConfiguration.self, host: host)`);
/// - any other: the registration becomes a `ScopeInput` itself, defaulting to what the
///   original made, when that is plain too (`AppHub.startScope(LoaderConfiguration.self,
///   loader: loader)`).
///
/// Anything else registered again stays in Factory (`reRegisteredInTheApp`).
extension FactoryMigration {
    struct Configuration {
        enum Shape: Equatable {
            /// `using:` the initializer both closures call (`Backend.init(host:)`), with its inputs.
            case arguments(factory: String, inputs: [Input])
            /// The registration is the input.
            case value(Input)
        }

        /// A re-registration, and the values it passes: `startScope`'s arguments, one per input.
        struct Site {
            let override: Override
            let values: [String]
        }

        let shape: Shape
        let sites: [Site]

        var inputs: [Input] {
            switch shape {
            case .arguments(_, let inputs): inputs
            case .value(let input): [input]
            }
        }
    }

    struct Input: Equatable {
        /// `startScope`'s label: an initializer's argument label (the input's `name:`), or the
        /// registration's accessor without `resolve`.
        let label: String
        /// As a manifest spells it: `String`, `URL?`, `(any Loader)`.
        let type: String
        /// What the original registration made, the input's `default:`; nil for none (the
        /// original stopped the process: `fatalError("configure first")`).
        let original: String?
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

    /// The scope's manifest entries: its inputs, then the registration made from them, or the
    /// registration as the input.
    func scopedEntry(_ registration: FactoryRegistration, _ configuration: Configuration, marker: String) -> ManifestEntry {
        switch configuration.shape {
        case .arguments(let factory, let inputs):
            var entry = ManifestEntry(
                kind: .scoped, type: registration.type, scope: marker, parameters: inputs.map { "\($0.type).self" }, factory: factory)
            entry.inputs = inputs.map { input in
                var arguments = ["\(input.type).self", "scope: \(marker).self", "name: \"\(input.label)\""]
                if let original = input.original { arguments.append("default: { \(original) }") }
                return ManifestLine(kind: .scopeInput, arguments: arguments)
            }
            return entry
        case .value(let input):
            return ManifestEntry(kind: .scopeInput, type: registration.type, scope: marker, defaultValue: input.original)
        }
    }

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

    /// The registration's accessor without `resolve`: `HTTPLoader` for `(any HTTPLoader)`.
    static func accessorName(of registration: FactoryRegistration) -> String {
        String(ManifestEntry.accessor(type: registration.type, tag: nil).dropFirst("resolve".count))
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
}
