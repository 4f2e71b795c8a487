import StaticHubGenerator

/// Run-time configuration: a shared registration that the app registers once more, with a
/// closure that calls the original's initializer with other values
/// (`Container.shared.backend.register { Backend(host: configuredHost) }`). It moves as a
/// `ScopedRegister` made from one `ScopeInput` per argument, each defaulting to the
/// original's value, and the re-registration becomes the scope's start:
/// `AppHub.startScope(BackendConfiguration.self, host: configuredHost)`. Anything else
/// registered again stays in Factory (`reRegisteredInTheApp`).
extension FactoryMigration {
    struct Configuration {
        let override: Override
        /// What both closures call, as a manifest's `using:`: `Backend.init(host:)`.
        let factory: String
        let inputs: [Input]
    }

    struct Input {
        /// The initializer's argument label, the input's `name:` and `startScope`'s label.
        let label: String
        /// As a manifest spells it: `String`, `URL?`.
        let type: String
        /// The value the original registration passed, the input's `default:`.
        let original: String
        /// The value the re-registration passes, `startScope`'s argument.
        let configured: String
    }

    /// The registrations registered again once in the app, by a closure whose call differs from
    /// the original's only in its values: those the migration turns into a scope.
    func runTimeConfigurations(_ overrides: [Override], _ reader: FactoryReader) -> [String: Configuration] {
        let sites = Dictionary(grouping: overrides.filter { !$0.inTests }) { sources[$0.sourceIndex].text($0.nameToken) }
        var takenTypes = Set(reader.registrations.map(\.type))
        var configurations: [String: Configuration] = [:]
        for registration in reader.registrations {
            guard let found = sites[registration.name], found.count == 1, registration.explicitParameter == nil, isShared(registration),
                let configuration = configuration(of: registration, at: found[0]),
                configuration.inputs.allSatisfy({ !takenTypes.contains($0.type) })
            else { continue }
            takenTypes.formUnion(configuration.inputs.map(\.type))
            configurations[registration.name] = configuration
        }
        return configurations
    }

    /// The scope's manifest entries: its inputs, then the registration made from them.
    func scopedEntry(_ registration: FactoryRegistration, _ configuration: Configuration, marker: String) -> ManifestEntry {
        var entry = ManifestEntry(
            kind: .scoped, type: registration.type, scope: marker, parameters: configuration.inputs.map { "\($0.type).self" },
            factory: configuration.factory)
        entry.inputs = configuration.inputs.map { input in
            ManifestLine(
                kind: .scopeInput,
                arguments: ["\(input.type).self", "scope: \(marker).self", "name: \"\(input.label)\"", "default: { \(input.original) }"])
        }
        return entry
    }

    /// Each re-registration of a configured registration that moved becomes its scope's start.
    mutating func rewriteConfigurations() {
        for (name, configuration) in configurations {
            guard let moved = translated[name], let marker = moved.entry.scope else { continue }
            let override = configuration.override
            let source = sources[override.sourceIndex]
            guard let close = source.partner(of: override.argument) else { continue }
            let arguments = configuration.inputs.map { ", \($0.label): \($0.configured)" }.joined()
            findings.add(
                source.replacement(override.start, close, with: "\(hub).startScope(\(marker).self\(arguments))"), in: source.path)
            claim(override.sourceIndex, override.start...close)
            findings.caveat(
                "'\(name)' is registered again here, so it moved to the scope '\(marker)' with a 'ScopeInput' for each value its closure "
                    + "passes (the original's values are their defaults), and this call starts that scope; the values are read "
                    + "when it starts, no longer when '\(name)' is first resolved",
                at: source.location(override.start))
        }
    }

    /// `.singleton`, `.cached` or `.shared` as the last lifetime modifier.
    private func isShared(_ registration: FactoryRegistration) -> Bool {
        let lifetimes = registration.modifiers.map { $0.name == "scope" ? $0.argument ?? "" : $0.name }
        let shared: Set<String> = ["singleton", "cached", "shared"]
        return lifetimes.allSatisfy { shared.contains($0) || $0 == "unique" || $0 == "graph" }
            && lifetimes.last.map(shared.contains) == true
    }

    private func configuration(of registration: FactoryRegistration, at override: Override) -> Configuration? {
        let site = sources[override.sourceIndex]
        let source = sources[registration.sourceIndex]
        guard site.isKind(override.argument, .leftBrace), let configuredClosure = FactoryClosure(site, at: override.argument),
            configuredClosure.parameters.isEmpty, !configuredClosure.isMainActor, !registration.closure.isMainActor,
            let configured = plainCall(site, configuredClosure.body), let original = plainCall(source, registration.closure.body),
            configured.type == original.type, configured.arguments.map(\.label) == original.arguments.map(\.label),
            let declaration = types[configured.type], !declaration.isMainActor || declaration.hasOnlyNonisolatedInitializers
        else { return nil }
        let labels = configured.arguments.map(\.label)
        let candidates = types.initializers(of: declaration, labels: labels)
        guard candidates.count == 1, let parameters = candidates.first else { return nil }
        let inputs = parameters.indices.map { index in
            Input(
                label: labels[index], type: ManifestEntry.spelled(parameters[index].type, types), original: original.arguments[index].value,
                configured: configured.arguments[index].value)
        }
        // `startScope`'s labels and the inputs' types tell the inputs apart.
        guard Set(inputs.map(\.type)).count == inputs.count else { return nil }
        return Configuration(override: override, factory: "\(configured.type).init(\(labels.map { $0 + ":" }.joined()))", inputs: inputs)
    }

    /// `Type(label: value, …)` or `Type.init(label: value, …)` as the whole of `range`, every
    /// argument labelled and plain: no resolve, no `self`, no closure, nothing that suspends
    /// or throws, so it means the same at the scope's start as where it was written.
    private func plainCall(_ source: SwiftSource, _ range: Range<Int>) -> (type: String, arguments: [(label: String, value: String)])? {
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
            guard piece.count > 2, source.isKind(piece.lowerBound, .identifier), source.isKind(piece.lowerBound + 1, .colon) else {
                return nil
            }
            let value = piece.lowerBound + 2..<piece.upperBound
            let unplain = value.contains { token in
                let word = source.text(token)
                return ["self", "try", "await", "in"].contains(word) || word.hasPrefix("$") || source.isKind(token, .leftBrace)
                    || (registrationNames.contains(word) || containers.contains(word)) && !source.isKind(token - 1, .period)
            }
            if unplain { return nil }
            arguments.append((source.text(piece.lowerBound), source.text(value.lowerBound, value.upperBound - 1)))
        }
        return arguments.isEmpty ? nil : (names.joined(separator: "."), arguments)
    }
}
