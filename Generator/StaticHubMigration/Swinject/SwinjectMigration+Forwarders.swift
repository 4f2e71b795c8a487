import StaticHubGenerator

/// A moved registration that code left on Swinject still resolves (a registration that stayed,
/// a resolve the migration could not rewrite) stays registered in Swinject as a forwarder to
/// the hub, so that nothing it resolves turns into `nil` at run time; the rest of the moved
/// statements go. A later run drops the forwarders nothing resolves.
extension SwinjectMigration {
    mutating func removeOrForwardMovedStatements() {
        let stillResolved = resolvesLeftOnSwinject()
        for (registration, entry) in translated {
            let source = sources[registration.sourceIndex]
            let statement = registration.statement
            let key = SwinjectDependency(type: registration.type, name: registration.name)
            guard let use = stillResolved[key], entry.parameters.allSatisfy({ !$0.hasPrefix(".explicit(") }) else {
                findings.add(source.deletion(statement.lowerBound, statement.upperBound), in: source.path)
                continue
            }
            let receiver = source.text(statement.lowerBound, registration.keyword - 2)
            let name = registration.name.map { ", name: \"\($0)\"" } ?? ""
            let accessor = ManifestEntry.accessor(type: entry.type, tag: entry.tag)
            let forwarder = "\(receiver).register(\(entry.type).self\(name)) { _ in \(hub).\(accessor)() }"
            findings.add(source.replacement(statement.lowerBound, statement.upperBound, with: forwarder), in: source.path)
            findings.keepsOldImport.insert(source.path)
            findings.caveat(
                "'\(entry.type)' moved to '\(hub)', and stays registered in Swinject as a forwarder to it while code left on Swinject "
                    + "resolves it (\(use.path):\(use.line)); a later run removes it once nothing does",
                at: source.location(registration.keyword))
        }
    }

    /// The dependencies resolved where the migration rewrote nothing (`r.resolve(A.self)`,
    /// `r ~> A.self`), with the first such place.
    private func resolvesLeftOnSwinject() -> [SwinjectDependency: SourceLocation] {
        var found: [SwinjectDependency: SourceLocation] = [:]
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            let edits = findings.edits[source.path] ?? []
            let movedStatements = translated.map(\.registration).filter { $0.sourceIndex == sourceIndex }.map(\.statement)
            for index in source.tokens.indices {
                let dependency: SwinjectDependency
                if source.isWord(index, "resolve"), source.isKind(index - 1, .period), source.isKind(index + 1, .leftParen),
                    let close = source.partner(of: index + 1), let first = source.commaSeparated(index + 2..<close).first,
                    let type = SwinjectReader.metatype(source, first)
                {
                    let name = source.commaSeparated(index + 2..<close).dropFirst().first { source.isWord($0.lowerBound, "name") }
                        .flatMap { SwinjectReader.stringValue(source, $0.lowerBound + 2) }
                    dependency = SwinjectDependency(type: ManifestEntry.spelled(type, types), name: name)
                } else if source.isOperator(index, "~>"), let (resolved, _) = resolvedDependency(source, at: index - 1) {
                    dependency = resolved
                } else {
                    continue
                }
                guard found[dependency] == nil, !movedStatements.contains(where: { $0.contains(index) }), !edits.replace(index, in: source)
                else { continue }
                found[dependency] = source.location(index)
            }
        }
        return found
    }
}
