import StaticHubGenerator

/// What a Swinject migration reads: the files, their types and the hub.
struct SwinjectInput {
    let sources: [SwiftSource]
    let types: TypeDirectory
    let hub: String
    /// Whether the hub is an app's, which no other module imports: it stays internal.
    let hubIsInApp: Bool
}

/// The plan the rewriters carry out, decided before any of them runs: what moves (each with
/// its manifest entry and tag, in source order) and the `HubRequirement` lines for what moved
/// registrations resolve and no file registers (the host app does), by the source of the
/// first registration that needs each.
struct SwinjectPlan {
    let input: SwinjectInput
    let translated: [(registration: SwinjectRegistration, entry: ManifestEntry)]
    let requirements: [Int: [ManifestLine]]
    /// The tags what moved takes, to declare beside the hub.
    let markers: [String]
}

/// Every pass of a Swinject migration reads the input through these names.
protocol SwinjectReading {
    var input: SwinjectInput { get }
}

extension SwinjectReading {
    var sources: [SwiftSource] { input.sources }
    var types: TypeDirectory { input.types }
    var hub: String { input.hub }

    /// `r.resolve(A.self)!`, `r.resolve(A.self, name: "x")!`, `r ~> A.self` or `r ~> (A.self)`
    /// at `index`: the dependency and the last token of the expression.
    func resolvedDependency(_ source: SwiftSource, at index: Int) -> (SwinjectDependency, Int)? {
        if source.isOperator(index + 1, "~>") {
            if source.isKind(index + 2, .leftParen), let close = source.partner(of: index + 2),
                let type = SwinjectReader.metatype(source, index + 3..<close)
            {
                return (SwinjectDependency(type: ManifestEntry.spelled(type, types)), close)
            }
            guard let last = (index + 2..<source.tokens.count).first(where: { source.isWord($0, "self") }),
                let type = SwinjectReader.metatype(source, index + 2..<last + 1)
            else { return nil }
            return (SwinjectDependency(type: ManifestEntry.spelled(type, types)), last)
        }
        guard source.isKind(index + 1, .period), source.isWord(index + 2, "resolve"), source.isKind(index + 3, .leftParen),
            let close = source.partner(of: index + 3), source.isOperator(close + 1, "!")
        else { return nil }
        let arguments = source.commaSeparated(index + 4..<close)
        guard let first = arguments.first, let type = SwinjectReader.metatype(source, first) else { return nil }
        var name: String?
        if arguments.count == 2 {
            let second = arguments[1]
            guard source.isWord(second.lowerBound, "name"), source.isKind(second.lowerBound + 1, .colon), second.count == 3,
                let text = SwinjectReader.stringValue(source, second.lowerBound + 2)
            else { return nil }
            name = text
        } else if arguments.count > 2 {
            return nil
        }
        return (SwinjectDependency(type: ManifestEntry.spelled(type, types), name: name), close + 1)
    }
}

/// A pass that carries out the plan.
protocol SwinjectRewriting: SwinjectReading {
    var plan: SwinjectPlan { get }
}

extension SwinjectRewriting {
    var input: SwinjectInput { plan.input }
    var translated: [(registration: SwinjectRegistration, entry: ManifestEntry)] { plan.translated }
}
