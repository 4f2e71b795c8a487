import StaticHubGenerator

/// One manifest per file, above the top-level declaration (or statement) that held the first
/// registration.
struct SwinjectManifestWriter: SwinjectRewriting, ClaimingPass {
    let plan: SwinjectPlan
    var claimed: ClaimedRanges
    var findings = StyleFindings()

    static func write(_ plan: SwinjectPlan, after claimed: ClaimedRanges) -> (findings: StyleFindings, claimed: ClaimedRanges) {
        var writer = SwinjectManifestWriter(plan: plan, claimed: claimed)
        writer.placeManifests()
        return (writer.findings, writer.claimed)
    }
}

extension SwinjectManifestWriter {
    /// One manifest per file, above the top-level declaration (or statement) that held the
    /// first registration: an `Assembly` the migration empties, which a later pass may remove
    /// (`SwinjectAssemblyRemover`), or code that stays, a blank line apart.
    private mutating func placeManifests() {
        for (sourceIndex, source) in sources.enumerated() {
            let moved = translated.filter { $0.registration.sourceIndex == sourceIndex && $0.entry.forwardsTo == nil }
            guard let first = moved.first?.registration.statement.lowerBound else { continue }
            let anchor = topLevelStart(source, of: first)
            // The clauses around the place already hold there; a manifest repeats only the others.
            let held = source.conditionClauses(at: source.tokenIndex(atOrAfter: anchor)).count
            var groups: [[String]: [ManifestLine]] = [:]
            var order: [[String]] = []
            for (registration, entry) in moved {
                let clauses = registration.condition.dropFirst(held).map(\.text)
                if groups[clauses] == nil { order.append(clauses) }
                groups[clauses, default: []].append(entry.line)
            }
            let entries = (groups[[]] ?? []) + (plan.requirements[sourceIndex] ?? [])
            let conditional = order.filter { !$0.isEmpty }.map { ManifestPlacement.ConditionalManifest(clauses: $0, entries: groups[$0]!) }
            let hub = hub
            findings.manifests.append(
                ManifestPlacement(path: source.path, entries: entries, conditional: conditional) { name, conditionalNames in
                    let manifests =
                        (entries.isEmpty ? [] : [ManifestPlacement.hubExtension(hub, name, entries)])
                        + zip(conditional, conditionalNames).map { $0.hubExtension(hub, $1) }
                    return TextEdit.insertion(manifests.joined(separator: "\n") + "\n", at: anchor)
                })
        }
    }

    /// The line start of the top-level declaration or statement holding token `index`, with
    /// its attributes and `///` documentation: the manifest goes above it.
    private func topLevelStart(_ source: SwiftSource, of index: Int) -> Int {
        let keywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "func", "init", "var", "let"]
        var position = 0
        while position < source.tokens.count, position != index {
            let isOpening = [.leftBrace, .leftParen, .leftBracket].contains(source.tokens[position].kind)
            guard isOpening, let close = source.partner(of: position) else {
                position += 1
                continue
            }
            guard position < index, index <= close else {
                position = close + 1
                continue
            }
            // The keyword of the declaration this group belongs to, back to the previous one's end.
            let keyword = stride(from: position - 1, through: 0, by: -1)
                .prefix { !source.isKind($0, .rightBrace) && !source.isKind($0, .semicolon) }
                .first { keywords.contains(source.text($0)) }
            // Above its documentation too, which belongs to it.
            return source.documentationStart(of: keyword.map { FactoryReader.declarationStart(source, keyword: $0) } ?? position)
        }
        return source.lineStart(of: index)
    }

    /// Whether the type declared at `keyword` is `public` or `open`.
    static func isPublic(_ source: SwiftSource, declaration keyword: Int) -> Bool {
        let start = FactoryReader.declarationStart(source, keyword: keyword)
        return (start..<keyword).contains { source.isWord($0, "public") || source.isWord($0, "open") }
    }
}
