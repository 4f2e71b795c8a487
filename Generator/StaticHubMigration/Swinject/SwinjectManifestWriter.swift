import StaticHubGenerator

/// One manifest per file, above the top-level declaration (or statement) that held the first
/// registration (one per branch of a file-wide `#if` that registers).
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
    /// (`SwinjectAssemblyRemover`), or code that stays, a blank line apart. A registration
    /// outside the `#if` branches around that place (another branch of a file-wide `#if`)
    /// gets a place of its own, above its own declaration, which it shares with the next such.
    private mutating func placeManifests() {
        for (sourceIndex, source) in sources.enumerated() {
            var remaining = translated.filter { $0.registration.sourceIndex == sourceIndex && $0.entry.forwardsTo == nil }
            var requirements = plan.requirements[sourceIndex] ?? []
            while let first = remaining.first?.registration {
                let anchor = topLevelStart(source, of: first.statement.lowerBound)
                // The clauses around the place already hold there; a manifest repeats only the
                // others. (They are the first registration's outermost, which the prefix makes sure of.)
                let around = source.conditionClauses(at: source.tokenIndex(atOrAfter: anchor))
                let held = zip(around, first.condition).prefix { $0 == $1 }.map(\.0)
                let placed = remaining.filter { $0.registration.condition.starts(with: held) }
                remaining.removeAll { $0.registration.condition.starts(with: held) }
                let entries = placed.map { ($0.registration.condition.dropFirst(held.count).map(\.text), $0.entry.line) }
                findings.manifests.append(
                    ManifestPlacement(path: source.path, hub: hub, entries: entries, unconditional: requirements) {
                        TextEdit.insertion($0 + "\n", at: anchor)
                    })
                requirements = []
            }
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
