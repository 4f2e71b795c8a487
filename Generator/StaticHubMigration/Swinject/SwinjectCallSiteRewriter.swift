import StaticHubGenerator

/// The rest of the code: resolves become the hub's, the lines that only built the container
/// go, and what is left of Swinject, or of a registration helper it could not read, is reported.
struct SwinjectCallSiteRewriter: SwinjectRewriting, ClaimingPass {
    let plan: SwinjectPlan
    var claimed: ClaimedRanges
    /// What the passes before found: their edits and messages.
    let earlier: StyleFindings
    var findings = StyleFindings()
    /// Types whose own static resolve returns a value (`SwinjectReader.valueResolvingTypes`).
    private var valueResolvingTypes: Set<String> = []
    /// The variables whose lines that built the container went (`container`, `resolver`), by
    /// source: a use left in that file is reported.
    private var removedVariables: [Int: Set<String>] = [:]

    static func rewrite(_ plan: SwinjectPlan, _ reader: SwinjectReader, after earlier: StyleFindings, claimed: ClaimedRanges) -> (
        findings: StyleFindings, claimed: ClaimedRanges
    ) {
        var rewriter = SwinjectCallSiteRewriter(plan: plan, claimed: claimed, earlier: earlier)
        rewriter.valueResolvingTypes = SwinjectReader.valueResolvingTypes(in: plan.input.sources)
        rewriter.rewriteResolves()
        rewriter.removeContainerLines()
        rewriter.reportLeftovers()
        rewriter.reportRegistrationHelpers(read: Set(reader.helpers.keys))
        return (rewriter.findings, rewriter.claimed)
    }

    /// The edits of `path` so far, the earlier passes' and this one's.
    private func edits(of path: String) -> [TextEdit] {
        (earlier.edits[path] ?? []) + (findings.edits[path] ?? [])
    }
}

extension SwinjectCallSiteRewriter {
    /// `container.resolve(P.self)!` → `AppHub.resolve(P.self)`; with `name:` the tag, with
    /// `argument:` the accessor that takes it; `r ~> P.self` too.
    mutating func rewriteResolves() {
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            for index in source.tokens.indices where !isClaimed(sourceIndex, index) {
                if source.isKind(index, .string) {
                    // `"\(resolver.resolve(P.self)!)"`: the interpolation's code, placed back by offset.
                    for (inner, offset) in source.interpolations(in: index) {
                        let view = View(
                            source: inner, sourceIndex: sourceIndex, shift: offset, location: source.location(index),
                            conditions: source.conditionClauses(at: index))
                        rewriteResolves(in: view)
                    }
                } else {
                    rewriteResolve(View(source: source, sourceIndex: sourceIndex), at: index)
                }
            }
        }
    }

    /// Code to rewrite: a file, or an interpolation's code lexed apart, whose edits move by
    /// `shift` bytes and whose messages point at the string.
    struct View {
        let source: SwiftSource
        let sourceIndex: Int
        var shift = 0
        var location: SourceLocation?
        /// The `#if` clauses around an interpolation's string, whose own code has none.
        var conditions: [ConditionClause]?

        func location(_ token: Int) -> SourceLocation {
            location ?? source.location(token)
        }

        func replacement(_ range: ClosedRange<Int>, with text: String) -> TextEdit {
            let edit = source.replacement(range.lowerBound, range.upperBound, with: text)
            return TextEdit((edit.range.lowerBound + shift)..<(edit.range.upperBound + shift), text)
        }
    }

    private mutating func rewriteResolves(in view: View) {
        for index in view.source.tokens.indices {
            rewriteResolve(view, at: index)
        }
    }

    private mutating func rewriteResolve(_ view: View, at index: Int) {
        let source = view.source
        if source.isWord(index, "resolve"), source.isKind(index - 1, .period), source.isKind(index + 1, .leftParen) {
            rewriteResolveCall(view, at: index)
        } else if source.isKind(index, .identifier), source.isOperator(index + 1, "~>"), !source.isKind(index - 1, .period),
            let (dependency, end) = resolvedDependency(source, at: index)
        {
            rewrite(view, index...end, to: dependency, arguments: nil)
        }
    }

    private mutating func rewriteResolveCall(_ view: View, at index: Int) {
        let source = view.source
        guard let start = SwinjectReader.chainStart(source, period: index - 1), let close = source.partner(of: index + 1),
            // The hub's own resolve, which an earlier run wrote.
            !(source.isWord(start, hub) && start == index - 2)
        else { return }
        let arguments = source.commaSeparated(index + 2..<close)
        guard let first = arguments.first, let written = SwinjectReader.metatype(source, first),
            // A generic parameter's or a value's: the forwarders serve it (`SwinjectForwarderWriter`).
            written.first?.isLowercase != true, !SwinjectReader.genericParameterNames(in: source).contains(written)
        else { return }
        var dependency = SwinjectDependency(type: ManifestEntry.spelled(written, types))
        var passed: [String]?
        for argument in arguments.dropFirst() {
            let label = source.isKind(argument.lowerBound + 1, .colon) ? source.text(argument.lowerBound) : nil
            if label == "name", argument.count == 3, let name = SwinjectReader.stringValue(source, argument.lowerBound + 2) {
                dependency.name = name
            } else if label == "argument" || label == "arguments", argument.count > 2 {
                passed = [source.oneLine(argument.lowerBound + 2, argument.upperBound - 1)]
            } else if label == nil, passed != nil {
                passed?.append(source.oneLine(argument.lowerBound, argument.upperBound - 1))
            } else {
                findings.untouched(
                    .resolveWithArguments,
                    "a resolve with arguments it cannot map stays: '\(source.oneLine(start, close))'", at: view.location(start))
                return
            }
        }
        // Swinject's resolve returns an optional; StaticHub's a value, as does an app's own static
        // resolve that returns one (whose call it rewrites whole). Where the optional is
        // forced or chained the mark goes, and where it is assigned or passed on a value
        // converts to it; elsewhere (`if let`, `??`, a new `let`) the code would change meaning.
        if start == index - 2, valueResolvingTypes.contains(source.text(start)) {
            rewrite(view, start...close, to: dependency, arguments: passed)
        } else if source.isOperator(close + 1, "!") || source.isOperator(close + 1, "?") && source.isKind(close + 2, .period) {
            rewrite(view, start...(close + 1), to: dependency, arguments: passed)
        } else if Self.takesAnOptional(source, before: start), !source.isOperator(close + 1, "??") {
            rewrite(view, start...close, to: dependency, arguments: passed)
        } else {
            findings.untouched(
                .optionalResolve,
                "'\(source.oneLine(start, close))' stays: it returns an optional, and StaticHub's resolve does not; rewrite it by hand",
                at: view.location(start))
        }
    }

    /// Whether the expression starting at `start` is assigned to something that exists (not a
    /// new `let`, nor a binding of `if`/`guard`), or passed as an argument: where a value
    /// stands in for an optional unchanged.
    private static func takesAnOptional(_ source: SwiftSource, before start: Int) -> Bool {
        let previous = start - 1
        if source.isKind(previous, .leftParen) || source.isKind(previous, .comma) || source.isKind(previous, .colon) {
            return !source.isKind(previous, .colon) || source.isKind(previous - 1, .identifier) && !source.isWord(previous - 1, "case")
        }
        guard source.isOperator(previous, "=") else { return false }
        // The statement's first token: a declaration or a binding is not an assignment.
        var first = previous
        while first > 0, source.tokens[first - 1].line == source.tokens[previous].line { first -= 1 }
        return !["let", "var", "if", "guard", "while", "case"].contains(source.text(first))
    }

    private mutating func rewrite(_ view: View, _ range: ClosedRange<Int>, to dependency: SwinjectDependency, arguments: [String]?) {
        let source = view.source
        guard let moved = translated.first(where: { $0.entry.type == dependency.type && $0.registration.name == dependency.name }) else {
            findings.untouched(
                .resolveOfUnmovedType,
                "'\(source.oneLine(range.lowerBound, range.upperBound))' stays: no moved registration of '\(dependency.type)' was found",
                at: view.location(range.lowerBound))
            return
        }
        let conditions = view.conditions ?? source.conditionClauses(at: range.lowerBound)
        // One registration, or one in each branch of an `#if` (alternatives).
        let providers = translated.filter { $0.entry.type == dependency.type && $0.registration.name == dependency.name }
        guard ConditionClause.clauses(conditions, imply: providers.map(\.registration.condition)) else {
            let condition = providers.map { $0.registration.condition.map(\.text).joined(separator: ", ") }.joined(separator: "' or '#if ")
            findings.untouched(
                .resolveOutsideCondition,
                "'\(source.oneLine(range.lowerBound, range.upperBound))' stays: '\(dependency.type)' moved into a manifest under "
                    + "'#if \(condition)', which does not hold here; Swinject keeps it registered under its '#if', forwarding to '\(hub)'",
                at: view.location(range.lowerBound))
            return
        }
        let call: String
        if let arguments {
            call = "\(hub).\(moved.entry.accessor)(\(arguments.joined(separator: ", ")))"
        } else {
            call = "\(hub).resolve(\(moved.entry.type).self\(moved.entry.tag.map { ", tag: \($0).self" } ?? ""))"
        }
        findings.add(view.replacement(range, with: call), in: source.path)
        if view.shift == 0 { claim(view.sourceIndex, range) }
        if view.shift == 0, source.isInStaticStoredValue(range.lowerBound) {
            findings.caveat(
                .staticStoredValue,
                "a 'static' stored value keeps what it resolved first for the whole process: mocks set later never reach it; "
                    + "resolve where it is used instead (see Testing)", at: view.location(range.lowerBound))
        }
    }

    /// `let container = Container()`, `let assembler = Assembler([…])`, `let resolver = assembler.resolver`:
    /// lines that only build the container go, unless something stays in Swinject, or code
    /// besides them and the moved registrations still uses the variable (`self.resolver =
    /// c.synchronize()`): then the line stays, and what uses it keeps compiling.
    mutating func removeContainerLines() {
        guard !(earlier.messages + findings.messages).contains(where: { $0.kind == .untouched }) else { return }
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            var lines = containerLines(source, sourceIndex)
            let edits = edits(of: source.path)
            // A line goes when its variable is used only on lines that go too (`assembler` by
            // `let resolver = assembler.resolver`), or where the migration rewrote or moved code.
            var changed = true
            while changed {
                changed = false
                for (position, line) in lines.enumerated() {
                    guard let variable = line.variable else { continue }
                    let usedElsewhere = source.tokens.indices.contains { use in
                        use > line.range.upperBound && source.isWord(use, variable) && !source.isKind(use - 1, .period)
                            && !isClaimed(sourceIndex, use) && !edits.replace(use, in: source)
                            && !lines.contains { $0.range.contains(use) }
                    }
                    if usedElsewhere {
                        lines.remove(at: position)
                        changed = true
                        break
                    }
                }
            }
            for line in lines {
                if let variable = line.variable { removedVariables[sourceIndex, default: []].insert(variable) }
                findings.add(source.deletion(line.range.lowerBound, line.range.upperBound), in: source.path)
                claim(sourceIndex, line.range)
            }
        }
    }

    /// The lines of `source` that build a container, an assembler or a resolver, with the
    /// variable each declares.
    private func containerLines(_ source: SwiftSource, _ sourceIndex: Int) -> [(range: ClosedRange<Int>, variable: String?)] {
        var found: [(range: ClosedRange<Int>, variable: String?)] = []
        for index in source.tokens.indices where !isClaimed(sourceIndex, index) {
            guard source.isWord(index, "let") || source.isWord(index, "var") || source.isWord(index, "_"),
                let equals = (index + 1...index + 4).first(where: { source.isOperator($0, "=") }),
                source.tokens[equals].line == source.tokens[index].line
            else { continue }
            let value = equals + 1
            let end = FactoryReader.memberEnd(source, from: value, close: source.tokens.count)
            let builds =
                (source.isWord(value, "Container") || source.isWord(value, "Assembler")) && source.isKind(value + 1, .leftParen)
                || source.isWord(end, "resolver") && source.isKind(end - 1, .period)
            let start = FactoryReader.declarationStart(source, keyword: index)
            guard builds, source.startsLine(start) else { continue }
            found.append((start...end, source.isKind(index + 1, .identifier) ? source.text(index + 1) : nil))
        }
        return found
    }

    /// What is left of Swinject's container: a `Resolver` parameter, a `Container` property, a
    /// use of a variable whose line went.
    mutating func reportLeftovers() {
        let words: Set<String> = ["Resolver", "Container", "Assembler", "Assembly", "ObjectScope"]
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            // An assembly that stays is reported through its registrations.
            let assemblies = source.tokens.indices.compactMap { index -> ClosedRange<Int>? in
                guard source.isWord(index, "class") || source.isWord(index, "struct"),
                    let open = (index..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
                    (index..<open).contains(where: { source.isWord($0, "Assembly") }), let close = source.partner(of: open)
                else { return nil }
                return index...close
            }
            var reportedLines: Set<Int> = []
            for index in source.tokens.indices where !isClaimed(sourceIndex, index) && source.isKind(index, .identifier) {
                guard !assemblies.contains(where: { $0.contains(index) }) else { continue }
                let word = source.text(index)
                guard words.contains(word) || removedVariables[sourceIndex]?.contains(word) == true, !source.isKind(index - 1, .period),
                    reportedLines.insert(source.tokens[index].line).inserted
                else { continue }
                findings.untouched(
                    .containerLeft,
                    "'\(word)' is left: StaticHub has no container; resolve from '\(hub)' and remove it", at: source.location(index))
            }
        }
    }

    /// A registration through a helper of the app's own (`container.registerSingleton(T.self) {
    /// … }`) whose body it could not read (`read` names those it did): what it registers stays
    /// in Swinject, which the warning says, naming the helper.
    private mutating func reportRegistrationHelpers(read: Set<String>) {
        for source in sources where source.errors.isEmpty {
            for index in source.tokens.indices where source.isKind(index, .identifier) && source.isKind(index - 1, .period) {
                let name = source.text(index)
                guard name.hasPrefix("register"), name != "register", !read.contains(name), source.isKind(index + 1, .leftParen),
                    let close = source.partner(of: index + 1),
                    let type = source.commaSeparated(index + 2..<close).first.flatMap({ SwinjectReader.metatype(source, $0) })
                else { continue }
                findings.untouched(
                    .unreadRegistrationHelper,
                    "'\(name)' is a registration helper of the app's whose body is not one plain 'register' call, which the "
                        + "migration reads: '\(type)' stays in Swinject; register it with Swinject's 'register' instead, and run "
                        + "again to move it",
                    at: source.location(index))
            }
        }
    }
}
