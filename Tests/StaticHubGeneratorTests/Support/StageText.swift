@testable import StaticHubGenerator

/// Each stage's output as short lines, for tests that state a stage's result inline: a
/// manifest snippet in, the lines out.
enum StageText {
    /// The parsed files of `Manifest.swift` holding `source`, as the read stage gives them.
    static func read(_ source: String) -> [ParsedFile] {
        ModuleReader.read([SourceInput(path: "Manifest.swift", text: source)], as: .target).files
    }

    /// The interface stage's output for `files`, read as the target's sources, as the first
    /// two stages give it.
    static func declared(_ files: [(path: String, text: String)], isolation: DefaultIsolation = .nonisolated) -> DeclaredTarget {
        let read = ReadTarget.read(files.map { SourceInput(path: $0.path, text: $0.text) }, dependencies: [])
        return DeclaredTarget.declare(read, defaultIsolation: isolation)
    }

    /// The wiring stage's output for `files`, as the first four stages give it.
    static func wired(_ files: [(path: String, text: String)], isolation: DefaultIsolation = .nonisolated) -> WiredTarget {
        HubWiring.wire(HubCatalog.catalog(declared(files, isolation: isolation)))
    }

    /// `hub AppHub internal MainActor`, then one line per registration and requirement.
    static func lines(of interface: HubInterface) -> [String] {
        ["hub \(interface.displayName) \(interface.access.rawValue)" + (interface.globalActor.map { " \($0)" } ?? "")]
            + interface.registrations.map { "  " + line(of: $0) }
            + interface.requirements.map { "  requires \($0.identity)" + ($0.hasDefault ? " with a default" : "") }
    }

    /// `SingletonRegister any Clock → resolveClock internal`, with what sets the access apart.
    static func line(of registration: some RegistrationFacts) -> String {
        var line = "\(registration.registration.kind.name) \(registration.registration.identity) → \(registration.accessorName)"
        line += " \(registration.access.rawValue)"
        if let limitedBy = registration.accessLimitedBy { line += " (by \(limitedBy))" }
        if !registration.hasPlainMetatype { line += " HubMetatype" }
        return line
    }

    /// The catalog's facts of a registration: origin, effects, openness, mocks.
    static func catalogLine(of registration: some CatalogFacts) -> String {
        var words = [line(of: registration)]
        switch registration.origin {
        case .local: break
        case .imported(let source): words.append("from \(source.hubName)")
        case .rebuilt(let hub): words.append("rebuilt from \(hub)")
        }
        if !registration.effects.isNone { words.append(registration.effects.typeWords.joined(separator: " ")) }
        if let actor = registration.effects.isolation { words.append("on \(actor.spelling)") }
        if registration.isOpen { words.append("open") }
        if !registration.reachedRequirements.isEmpty {
            words.append("reaches " + registration.reachedRequirements.map(\.description).sorted().joined(separator: ", "))
        }
        if let mockedAs = registration.mockedAs { words.append("mocked as \(mockedAs.hubName).\(mockedAs.mockName)") }
        return words.joined(separator: " ")
    }

    /// A wired registration and where each parameter's argument comes from.
    static func wiredLines(of hub: HubModel) -> [String] {
        hub.registrations.flatMap { registration in
            ["\(registration.registration.identity)"]
                + registration.parameters.map { parameter in
                    "  \(parameter.parameter.requiredIdentity) ← " + source(parameter.source, in: hub)
                }
        }
            + hub.collections.map { collection in
                "collection \(collection.identity) of " + collection.elements.map { "#\($0)" }.joined(separator: ", ")
            }
    }

    private static func source(_ source: WiredParameter.Source, in hub: HubModel) -> String {
        switch source {
        case .explicit: "the caller"
        case .registration(let index): "\(hub.registrations[index].registration.identity)"
        case .provider(let index): "a provider of \(hub.registrations[index].registration.identity)"
        case .collection(let index): "the collection \(hub.collections[index].identity)"
        case .absent: "nil"
        case .requirement: "the importing hub"
        case .missing: "nothing"
        }
    }
}
