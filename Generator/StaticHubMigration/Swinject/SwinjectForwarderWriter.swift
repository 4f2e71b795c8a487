import StaticHubGenerator

/// A moved registration that code left on Swinject still resolves (a registration that stayed,
/// a resolve the migration could not rewrite) stays registered in Swinject as a forwarder to
/// the hub, so that nothing it resolves turns into `nil` at run time; the rest of the moved
/// statements go. A later run drops the forwarders nothing resolves.
struct SwinjectForwarderWriter: SwinjectRewriting {
    let plan: SwinjectPlan
    /// Every edit of the passes before, by path: a resolve they rewrote is not left on Swinject.
    let earlierEdits: [String: [TextEdit]]
    var findings = StyleFindings()

    static func write(_ plan: SwinjectPlan, after earlierEdits: [String: [TextEdit]]) -> StyleFindings {
        var writer = SwinjectForwarderWriter(plan: plan, earlierEdits: earlierEdits)
        writer.removeOrForwardMovedStatements()
        return writer.findings
    }
}

extension SwinjectForwarderWriter {
    mutating func removeOrForwardMovedStatements() {
        let stillResolved = resolvesLeftOnSwinject()
        // A resolve of whatever it is asked (an app's own `@Inject` wrapper's `resolve(T.self)`)
        // may ask for anything that moved: everything stays registered, as a forwarder.
        let resolvesAnything = resolveOfAnyType()
        for (registration, entry) in translated {
            let source = sources[registration.sourceIndex]
            let statement = registration.statement
            let key = SwinjectDependency(type: registration.type, name: registration.name)
            guard let use = stillResolved[key] ?? resolvesAnything?.location, entry.parameters.allSatisfy({ !$0.hasPrefix(".explicit(") })
            else {
                findings.add(source.deletion(statement.lowerBound, statement.upperBound), in: source.path)
                continue
            }
            let receiver = source.text(statement.lowerBound, registration.keyword - 2)
            let name = registration.name.map { ", name: \"\($0)\"" } ?? ""
            let accessor = entry.accessor
            let forwarder = "\(receiver).register(\(entry.type).self\(name)) { _ in \(hub).\(accessor)() }"
            // An earlier run's forwarder stays as it is.
            if entry.forwardsTo == nil {
                findings.add(source.replacement(statement.lowerBound, statement.upperBound, with: forwarder), in: source.path)
            }
            findings.keepsOldImport.insert(source.path)
            let reason =
                stillResolved[key] == nil
                ? "'\(resolvesAnything?.text ?? "")' (\(use.path):\(use.line)) resolves whatever type it is asked, which the migration "
                    + "cannot follow; resolve from '\(hub)' there, and a later run removes the forwarders"
                : "code left on Swinject resolves it (\(use.path):\(use.line)); a later run removes it once nothing does"
            findings.caveat(
                .forwarder,
                "'\(entry.type)' moved to '\(hub)', and stays registered in Swinject as a forwarder to it while \(reason)",
                at: source.location(registration.keyword))
        }
    }

    /// The first resolve that can ask for any type: its type is a generic parameter
    /// (`resolve(Service.self)` in `struct Inject<Service>`) or a value (`resolve(type)`).
    private func resolveOfAnyType() -> (text: String, location: SourceLocation)? {
        for source in sources where source.errors.isEmpty {
            let generic = Self.genericParameterNames(in: source)
            for index in source.tokens.indices {
                guard source.isWord(index, "resolve"), source.isKind(index - 1, .period), !source.isWord(index - 2, hub),
                    source.isKind(index + 1, .leftParen),
                    let close = source.partner(of: index + 1), let first = source.commaSeparated(index + 2..<close).first
                else { continue }
                let type = SwinjectReader.metatype(source, first)
                guard type.map(generic.contains) ?? (first.count == 1 && source.isKind(first.lowerBound, .identifier)) else { continue }
                let start = SwinjectReader.chainStart(source, period: index - 1) ?? index
                return (source.oneLine(start, close), source.location(index))
            }
        }
        return nil
    }

    /// The dependencies resolved where the migration rewrote nothing (`r.resolve(A.self)`,
    /// `r ~> A.self`), with the first such place.
    private func resolvesLeftOnSwinject() -> [SwinjectDependency: SourceLocation] {
        var found: [SwinjectDependency: SourceLocation] = [:]
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            let edits = earlierEdits[source.path] ?? []
            let movedStatements = translated.map(\.registration).filter { $0.sourceIndex == sourceIndex }.map(\.statement)
            for index in source.tokens.indices {
                let dependency: SwinjectDependency
                if source.isWord(index, "resolve"), source.isKind(index - 1, .period), !source.isWord(index - 2, hub),
                    source.isKind(index + 1, .leftParen), let close = source.partner(of: index + 1),
                    let first = source.commaSeparated(index + 2..<close).first, let type = SwinjectReader.metatype(source, first)
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
