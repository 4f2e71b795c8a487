import StaticHubGenerator

/// One manifest per file: in place of an `Assembly` type the migration empties, else above
/// the top-level declaration (or statement) that held the first registration.
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
    /// One manifest per file: in place of an `Assembly` type the migration empties, else above
    /// the top-level declaration (or statement) that held the first registration.
    private mutating func placeManifests() {
        let emptiedAssemblies = removeEmptiedAssemblies()
        for (sourceIndex, source) in sources.enumerated() {
            let moved = translated.filter { $0.registration.sourceIndex == sourceIndex && $0.entry.forwardsTo == nil }
            guard let first = moved.first?.registration.statement.lowerBound else { continue }
            let entries = moved.map(\.entry.line) + (plan.requirements[sourceIndex] ?? [])
            let anchor = emptiedAssemblies[sourceIndex] ?? topLevelStart(source, of: first)
            // In place of an emptied assembly, else above code that stays, a blank line apart.
            let separator = emptiedAssemblies[sourceIndex] == nil ? "\n" : ""
            let hub = hub
            findings.manifests.append(
                ManifestPlacement(path: source.path, entries: entries) { name in
                    TextEdit.insertion(ManifestPlacement.hubExtension(hub, name, entries) + separator, at: anchor)
                })
        }
    }

    /// The line start of the top-level declaration or statement holding token `index`, with
    /// its attributes: the manifest goes above it.
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
            return source.lineStart(of: keyword.map { FactoryReader.declarationStart(source, keyword: $0) } ?? position)
        }
        return source.lineStart(of: index)
    }

    /// `class AppAssembly: Assembly { func assemble(container: Container) { … } }` whose every
    /// statement moved: the whole type goes. Returns where each file's first one started.
    private mutating func removeEmptiedAssemblies() -> [Int: Int] {
        var anchors: [Int: Int] = [:]
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            let moved = translated.filter { $0.registration.sourceIndex == sourceIndex }.map(\.registration.statement)
            for index in source.tokens.indices where source.isWord(index, "class") || source.isWord(index, "struct") {
                guard source.isKind(index + 1, .identifier),
                    let open = (index..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
                    (index..<open).contains(where: { source.isWord($0, "Assembly") }), let close = source.partner(of: open),
                    // Its one member is `func assemble(container:) { … }`.
                    let function = (open..<close).first(where: { source.isWord($0, "func") && source.isWord($0 + 1, "assemble") }),
                    FactoryReader.declarationStart(source, keyword: function) == open + 1,
                    let body = (function..<close).first(where: { source.isKind($0, .leftBrace) }), source.partner(of: body) == close - 1,
                    (body + 1..<close - 1).allSatisfy({ token in moved.contains { $0.contains(token) } })
                else { continue }
                let start = FactoryReader.declarationStart(source, keyword: index)
                findings.add(source.deletion(start, close), in: source.path)
                claim(sourceIndex, start...close)
                if anchors[sourceIndex] == nil { anchors[sourceIndex] = source.lineStart(of: start) }
            }
        }
        return anchors
    }
}
