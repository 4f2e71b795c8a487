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
        if !translated.isEmpty { reportResolvesOfAnyType() }
        var deleted: [Int: [ClosedRange<Int>]] = [:]
        for (registration, entry) in translated {
            let source = sources[registration.sourceIndex]
            let statement = registration.statement
            let key = SwinjectDependency(type: registration.type, name: registration.name)
            // The types a resolve passes (`argument:`): Swinject finds a registration by them too,
            // so a resolve of any type, which passes none, never reaches one that takes some.
            let arguments = entry.parameters.filter { $0.hasPrefix(".explicit(") }.map { String($0.dropFirst(10).dropLast(6)) }
            let resolvedAnywhere = arguments.isEmpty ? resolvesAnything : nil
            let assembly = publicAssembly(around: registration)
            guard stillResolved[key] != nil || resolvedAnywhere != nil || assembly != nil else {
                findings.add(source.deletion(statement.lowerBound, statement.upperBound), in: source.path)
                deleted[registration.sourceIndex, default: []].append(statement)
                continue
            }
            let receiver = source.text(statement.lowerBound, registration.keyword - 2)
            let name = registration.name.map { ", name: \"\($0)\"" } ?? ""
            let names = arguments.indices.map { "argument\($0)" }
            let closureParameters =
                arguments.isEmpty ? "_" : "(_: Resolver, " + zip(names, arguments).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
            let forwarder =
                "\(receiver).register(\(entry.type).self\(name)) { \(closureParameters) in \(hub).\(entry.accessor)(\(names.joined(separator: ", "))) }"
            // An earlier run's forwarder stays as it is.
            if entry.forwardsTo == nil {
                findings.add(source.replacement(statement.lowerBound, statement.upperBound, with: forwarder), in: source.path)
            }
            findings.keepsOldImport.insert(source.path)
            let reason =
                if let use = stillResolved[key] {
                    "code left on Swinject resolves it (\(use.path):\(use.line)); a later run removes it once nothing does"
                } else if let resolvedAnywhere {
                    "'\(resolvedAnywhere.text)' (\(resolvedAnywhere.location.path):\(resolvedAnywhere.location.line)) resolves whatever "
                        + "type it is asked, which the migration cannot follow; resolve from '\(hub)' there, and a later run removes "
                        + "the forwarders"
                } else {
                    "apps that import this module may still assemble the public '\(assembly ?? "")'; once none does, delete the "
                        + "forwarders (or the assembly), which no run of the migration can tell"
                }
            findings.caveat(
                .forwarder,
                "'\(entry.type)' moved to '\(hub)', and stays registered in Swinject as a forwarder to it while \(reason)",
                at: source.location(registration.keyword))
        }
        deleteEmptiedConditionalBlocks(deleted)
    }

    /// An `#if` block whose every statement went goes with its directives.
    private mutating func deleteEmptiedConditionalBlocks(_ deleted: [Int: [ClosedRange<Int>]]) {
        for (sourceIndex, statements) in deleted {
            let source = sources[sourceIndex]
            for edit in source.emptiedConditionalBlocks(statements) { findings.add(edit, in: source.path) }
        }
    }

    /// The public `Assembly` type whose body holds the registration: what it registers is
    /// the module's API to the apps that import it.
    private func publicAssembly(around registration: SwinjectRegistration) -> String? {
        let source = sources[registration.sourceIndex]
        for index in source.tokens.indices where source.isWord(index, "class") || source.isWord(index, "struct") {
            guard index < registration.statement.lowerBound, source.isKind(index + 1, .identifier),
                let open = (index..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
                (index..<open).contains(where: { source.isWord($0, "Assembly") }), let close = source.partner(of: open),
                open < registration.statement.lowerBound, registration.statement.upperBound < close,
                SwinjectManifestWriter.isPublic(source, declaration: index)
            else { continue }
            return source.text(index + 1)
        }
        return nil
    }

    /// The first resolve left on Swinject that can ask for any type: its type is a generic
    /// parameter (`resolve(Service.self)` in `struct Inject<Service>`), a value (`resolve(type)`)
    /// or inferred from the context (`let config: Config = container.resolve()`).
    private func resolveOfAnyType() -> (text: String, location: SourceLocation)? {
        for (sourceIndex, source) in sources.enumerated() {
            if let site = sitesLeft(sourceIndex).first(where: { $0.target == .anyType }) {
                return (site.text, source.location(site.token))
            }
        }
        return nil
    }

    /// Each resolve left on Swinject that can ask for any type, which resolves what moved
    /// through the forwarders.
    private mutating func reportResolvesOfAnyType() {
        for (sourceIndex, source) in sources.enumerated() {
            for site in sitesLeft(sourceIndex) where site.target == .anyType {
                findings.caveat(
                    .untypedResolve,
                    "'\(site.text)' stays on Swinject, which forwards what moved to '\(hub)': the code does not spell the type it "
                        + "asks for (a generic parameter, a metatype value, or a type the context infers); resolve from '\(hub)' "
                        + "there with the type, as in '\(hub).resolve(T.self)'",
                    at: source.location(site.token))
            }
        }
    }

    /// The dependencies resolved where the migration rewrote nothing (`r.resolve(A.self)`,
    /// `r ~> A.self`), with the first such place.
    private func resolvesLeftOnSwinject() -> [SwinjectDependency: SourceLocation] {
        var found: [SwinjectDependency: SourceLocation] = [:]
        for (sourceIndex, source) in sources.enumerated() {
            for site in sitesLeft(sourceIndex) {
                guard case .dependency(let dependency) = site.target, found[dependency] == nil else { continue }
                found[dependency] = source.location(site.token)
            }
        }
        return found
    }

    /// The resolves of source `sourceIndex` that stay on Swinject: outside the moved
    /// statements, and not rewritten by an earlier pass.
    private func sitesLeft(_ sourceIndex: Int) -> [SwinjectResolveSite] {
        let source = sources[sourceIndex]
        guard source.errors.isEmpty else { return [] }
        let edits = earlierEdits[source.path] ?? []
        let movedStatements = translated.map(\.registration).filter { $0.sourceIndex == sourceIndex }.map(\.statement)
        return SwinjectResolveSite.all(in: source, hub: hub, types).filter { site in
            !movedStatements.contains { $0.contains(site.token) } && !edits.replace(site.token, in: source)
        }
    }
}
