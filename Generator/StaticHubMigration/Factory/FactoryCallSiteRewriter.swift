import StaticHubGenerator

/// What the rest of the code does with the container: `Container.shared.x()` becomes
/// `AppHub.resolveX()`, `@Injected(\\.x)` a property that resolves, a scope's reset the hub's,
/// and the scopes nothing uses any more go.
struct FactoryCallSiteRewriter: FactoryRewriting, ClaimingPass {
    let plan: FactoryPlan
    var claimed: ClaimedRanges
    var findings = StyleFindings()

    /// The pass's edits and messages, and the ranges claimed by then.
    static func rewrite(_ plan: FactoryPlan, after claimed: ClaimedRanges) -> (findings: StyleFindings, claimed: ClaimedRanges) {
        var rewriter = FactoryCallSiteRewriter(plan: plan, claimed: claimed)
        rewriter.rewriteScopeResets()
        rewriter.rewriteCallSites()
        rewriter.removeScopeDeclarations()
        return (rewriter.findings, rewriter.claimed)
    }
}

extension FactoryCallSiteRewriter {
    /// `Container.shared.manager.reset(scope: .session)` → `AppHub.resetScope(Session.self)`.
    mutating func rewriteScopeResets() {
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            for index in source.tokens.indices where !isClaimed(sourceIndex, index) {
                guard source.isWord(index, "reset"), source.isKind(index - 1, .period), source.isKind(index + 1, .leftParen),
                    source.isWord(index + 2, "scope"), source.isKind(index + 3, .colon), source.isKind(index + 4, .period),
                    source.isKind(index + 5, .identifier), source.isKind(index + 6, .rightParen)
                else { continue }
                // The receiver, `Container.shared.manager`: names and periods back to its start.
                var start = index - 1
                while source.isKind(start - 1, .identifier) {
                    start -= 1
                    guard source.isKind(start - 1, .period) else { break }
                    start -= 1
                }
                let scope = source.text(index + 5)
                guard let marker = scopeMarkers[scope], source.isKind(start, .identifier) else {
                    findings.untouched(
                        .unknownScopeReset,
                        "'reset(scope: .\(scope))' stays: no registration moved to a scope named '\(scope)'", at: source.location(index))
                    claim(sourceIndex, start...(index + 6))
                    continue
                }
                findings.add(source.replacement(start, index + 6, with: "\(hub).resetScope(\(marker).self)"), in: source.path)
                claim(sourceIndex, start...(index + 6))
            }
        }
    }

    /// `Container.shared.x()` → `AppHub.resolveX()`; `@Injected(\.x) var x: T` → a computed
    /// property that resolves; test overrides and other uses of the container are reported.
    mutating func rewriteCallSites() {
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            for index in source.tokens.indices where !isClaimed(sourceIndex, index) {
                if isContainer(source, index), source.isKind(index + 1, .period), source.isWord(index + 2, "shared"),
                    !source.isKind(index - 1, .period)
                {
                    rewriteSharedContainerUse(source, sourceIndex, at: index)
                } else if source.isKind(index, .at), ["Injected", "LazyInjected", "DynamicInjected"].contains(source.text(index + 1)) {
                    rewriteInjected(source, sourceIndex, at: index)
                } else if source.isKind(index, .string), containers.contains(where: { source.text(index).contains($0 + ".shared.") }) {
                    rewriteInterpolatedCalls(source, at: index)
                } else if source.isKind(index, .at),
                    ["WeakLazyInjected", "InjectedObject", "InjectedObservable"].contains(source.text(index + 1))
                {
                    findings.untouched(
                        .propertyWrapperLeft,
                        "'@\(source.text(index + 1))' has no StaticHub form; resolve from '\(hub)' by hand", at: source.location(index))
                }
            }
        }
    }

    private mutating func rewriteSharedContainerUse(_ source: SwiftSource, _ sourceIndex: Int, at index: Int) {
        let nameToken = index + 4
        let container = source.text(index)
        guard source.isKind(index + 3, .period), source.isKind(nameToken, .identifier) else {
            findings.untouched(
                .containerAsValue, "'\(container).shared' is used as a value; resolve from '\(hub)' instead", at: source.location(index))
            return
        }
        let name = source.text(nameToken)
        guard let moved = translated[name] else {
            if registrationNames.contains(name) {
                // A registration that stays in Factory, reported where it is declared.
                findings.keepsOldImport.insert(source.path)
            } else if source.isKind(nameToken + 1, .period) && source.isWord(nameToken + 2, "register")
                || source.isKind(nameToken + 1, .leftBrace)
            {
                // A test target migrated without its app: the registration is not in these files.
                findings.untouched(
                    .notRegisteredInTheseFiles,
                    "'\(name)' is registered in none of these files; if it moved to '\(hub)', write '\(hub).mock(T.self) { … }' "
                        + "with its registered type (migrate the app and its tests in one run to have it written)",
                    at: source.location(index))
            } else if containerHelpers.contains(name) {
                findings.untouched(
                    .containerMemberCall,
                    "'\(name)' is a member of 'extension \(container)' that is not a registration, so this stays on Factory; move it "
                        + "out of the container, and call it there", at: source.location(index))
            } else if name == "reset" || name == "manager" {
                findings.untouched(
                    .oldReset,
                    "'\(container).shared.\(name)' is Factory's; in tests '\(hub).resetMocks()' resets the mocks, and "
                        + "'\(hub).resetScope(…)' ends a scope", at: source.location(index))
            } else {
                findings.untouched(
                    .notRegisteredInTheseFiles,
                    "'\(name)' is registered in none of these files, so this stays on Factory; if it moved to '\(hub)', "
                        + "call its accessor there (migrate the app and its tests in one run to have it written)",
                    at: source.location(index))
            }
            return
        }
        // `x(…)`, `x.resolve(…)`, `x.callAsFunction(…)`: the arguments stay as written.
        var callee = nameToken
        if source.isKind(nameToken + 1, .period), source.isWord(nameToken + 2, "resolve") || source.isWord(nameToken + 2, "callAsFunction"),
            source.isKind(nameToken + 3, .leftParen)
        {
            callee = nameToken + 2
        }
        if source.isKind(callee + 1, .leftParen), !holdsCondition(of: name, source, at: index) {
            outsideCondition(name, source, at: index)
        } else if source.isKind(callee + 1, .leftParen) {
            let accessor = moved.entry.accessor
            findings.add(source.replacement(index, callee, with: "\(hub).\(accessor)"), in: source.path)
            claim(sourceIndex, index...callee)
            if source.isInStaticStoredValue(index) {
                findings.caveat(
                    .staticStoredValue,
                    "a 'static' stored value keeps what it resolved first for the whole process: mocks set later never reach it; "
                        + "resolve where it is used instead (see Testing)", at: source.location(index))
            }
        } else if source.isKind(nameToken + 1, .period) && source.isWord(nameToken + 2, "register")
            || source.isKind(nameToken + 1, .leftBrace)
        {
            findings.untouched(
                .overrideLeft,
                "'\(name)' is registered again here in a form the migration does not read: in a test, replace it with a mock, "
                    + "'\(hub).withMocks { $0.mock(\(moved.entry.type).self) { … } }'; for run-time configuration, a 'ScopeInput' "
                    + "(see Migrating)", at: source.location(index))
        } else {
            findings.untouched(
                .containerAsValue,
                "'\(container).shared.\(name)' is used as a value, not resolved; resolve from '\(hub)' instead", at: source.location(index))
        }
    }

    /// A use of `name` where its `#if` does not hold stays on Factory (see `holdsCondition`).
    private mutating func outsideCondition(_ name: String, _ source: SwiftSource, at index: Int) {
        let conditions = (context.declaredConditions[name] ?? []).map { $0.map(\.text).joined(separator: ", ") }
        findings.untouched(
            .resolveOutsideCondition,
            "'\(name)' moved into a manifest under '#if \(conditions.joined(separator: "' or '#if "))', which does not hold here, so this stays on Factory, whose "
                + "'\(name)' forwards to '\(hub)'", at: source.location(index))
    }

    /// `"\(Container.shared.x())"`: the lexer keeps a string whole, so its interpolations are
    /// rewritten by their text.
    private mutating func rewriteInterpolatedCalls(_ source: SwiftSource, at index: Int) {
        let bytes = source.file.source.bytes
        let token = source.tokens[index]
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x30 && byte <= 0x39
        }
        func identifier(at start: Int) -> Int {
            bytes[start..<token.range.upperBound].firstIndex { !isIdentifierByte($0) } ?? token.range.upperBound
        }
        let shared = Array(".shared.".utf8)
        var offset = token.range.lowerBound
        while offset < token.range.upperBound {
            // A whole word only: `ReportingContainer.shared.`, never the `Container.shared.` inside it.
            guard isIdentifierByte(bytes[offset]), offset == token.range.lowerBound || !isIdentifierByte(bytes[offset - 1]) else {
                offset += 1
                continue
            }
            let wordEnd = identifier(at: offset)
            let container = String(decoding: bytes[offset..<wordEnd], as: UTF8.self)
            guard containers.contains(container), wordEnd + shared.count <= token.range.upperBound,
                bytes[wordEnd..<(wordEnd + shared.count)].elementsEqual(shared)
            else {
                offset = wordEnd
                continue
            }
            let nameStart = wordEnd + shared.count
            let nameEnd = identifier(at: nameStart)
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            if translated[name] != nil, !holdsCondition(of: name, source, at: index) {
                outsideCondition(name, source, at: index)
            } else if let moved = translated[name], nameEnd < token.range.upperBound, bytes[nameEnd] == UInt8(ascii: "(") {
                let accessor = moved.entry.accessor
                findings.add(TextEdit(offset..<nameEnd, "\(hub).\(accessor)"), in: source.path)
            } else if registrationNames.contains(name) {
                // A registration that stays in Factory, reported where it is declared.
                findings.keepsOldImport.insert(source.path)
            } else {
                findings.untouched(
                    .resolveInString,
                    "'\(container).shared.\(name)' in this string stays; move it out of the interpolation by hand",
                    at: source.location(index))
            }
            offset = nameEnd
        }
    }

    /// `@Injected(\.x) private var x: T` or `@Injected(\Container.x) …` (also `@LazyInjected`
    /// and `@DynamicInjected`).
    private mutating func rewriteInjected(_ source: SwiftSource, _ sourceIndex: Int, at index: Int) {
        if source.isKind(index + 2, .leftParen), let close = source.partner(of: index + 2), source.isKind(index + 3, .backslash),
            close - 2 == index + 5, source.isKind(index + 4, .identifier), !isContainer(source, index + 4),
            source.isKind(close - 2, .period), source.isKind(close - 1, .identifier)
        {
            // `\StorageContainer.x`: a container of another module, migrated with that module.
            findings.keepsOldImport.insert(source.path)
            findings.untouched(
                .undeclaredContainer,
                "'\(source.text(index + 4))' is a container these files do not declare, so '\(source.text(close - 1))' stays on Factory here; "
                    + "migrate its module, then resolve from that module's hub", at: source.location(index))
            return
        }
        guard source.isKind(index + 2, .leftParen), let close = source.partner(of: index + 2), source.isKind(index + 3, .backslash),
            source.isKind(close - 2, .period), source.isKind(close - 1, .identifier),
            close - 2 == index + 4 || (close - 2 == index + 5 && isContainer(source, index + 4))
        else {
            findings.untouched(
                .propertyWrapperLeft,
                "this '@\(source.text(index + 1))' is not '(\\.name)'; resolve from '\(hub)' by hand", at: source.location(index))
            return
        }
        let name = source.text(close - 1)
        guard let moved = translated[name], holdsCondition(of: name, source, at: index) else {
            if translated[name] != nil { outsideCondition(name, source, at: index) }
            findings.keepsOldImport.insert(source.path)
            return
        }
        guard let keyword = (close + 1..<source.tokens.count).first(where: { !SwiftSource.declarationModifiers.contains(source.text($0)) }),
            source.isWord(keyword, "var"), source.isKind(keyword + 1, .identifier)
        else {
            findings.untouched(.propertyWrapperLeft, "'@\(source.text(index + 1))' is not on a 'var'", at: source.location(index))
            return
        }
        var end = keyword + 1
        var type = moved.entry.type
        if source.isKind(keyword + 2, .colon) {
            end = keyword + 2
            while end + 1 < source.tokens.count, source.tokens[end + 1].line == source.tokens[keyword].line,
                !source.isOperator(end + 1, "="),
                !source.isKind(end + 1, .leftBrace), !source.isKind(end + 1, .semicolon)
            {
                end += 1
            }
            guard end > keyword + 2 else { return }
            type = source.oneLine(keyword + 3, end)
        }
        let modifiers = close + 1 < keyword ? source.oneLine(close + 1, keyword - 1) + " " : ""
        let accessor = moved.entry.accessor
        let propertyName = source.text(keyword + 1)
        // A value assigned through, or to, needs storage: a computed property has no setter, and
        // a copy of a value (or of a protocol a struct may conform to) would lose the change.
        let declaration = types[moved.entry.type]
        let isReference = declaration.map { [.class, .actor].contains($0.kind) || $0.isClassBound } ?? false
        if !isReference, moved.entry.isolation == nil, let assignment = Self.assignment(through: propertyName, in: source) {
            let property = "\(modifiers)var \(propertyName): \(type) = \(hub).\(accessor)()"
            findings.add(source.replacement(index, end, with: property), in: source.path)
            claim(sourceIndex, index...end)
            findings.caveat(
                .storedProperty,
                "'\(propertyName)' is assigned through (line \(source.location(assignment).line)), so it is a stored property, resolved when its "
                    + "instance is made" + (source.isWord(index + 1, "Injected") ? "" : ", no longer on first access"),
                at: source.location(index))
            return
        }
        let property = "\(modifiers)var \(propertyName): \(type) { \(hub).\(accessor)() }"
        findings.add(source.replacement(index, end, with: property), in: source.path)
        claim(sourceIndex, index...end)
        // `@DynamicInjected` resolved on each access too.
        if moved.entry.kind.lifetime == .transient,
            !source.isWord(index + 1, "DynamicInjected")
        {
            findings.caveat(
                .resolvedOnEachAccess,
                "'\(source.text(keyword + 1))' now resolves '\(name)' on each access (a new instance each time), where '@\(source.text(index + 1))' resolved once",
                at: source.location(index))
        }
    }

    /// The first assignment in `source` to the property `name` (`name = x`, `self.name = x`) or
    /// through it (`name.count += 1`, `self.name.a.b = x`), by its operator.
    static func assignment(through name: String, in source: SwiftSource) -> Int? {
        for index in source.tokens.indices where source.isWord(index, name) {
            // Not a member of something else, nor a binding of that name (`if let name = name`).
            guard !source.isKind(index - 1, .period) || source.isWord(index - 2, "self"), !source.isWord(index - 1, "let"),
                !source.isWord(index - 1, "var")
            else { continue }
            var next = index + 1
            while source.isKind(next, .period), source.isKind(next + 1, .identifier) { next += 2 }
            let text = source.text(next)
            if source.isKind(next, .operator), text.hasSuffix("="), !["==", "!=", "<=", ">=", "==="].contains(text) { return next }
        }
        return nil
    }

    /// `extension Scope { static let session = Cached() }`: the scopes that became marker types
    /// go, and the extension with them when it holds nothing else.
    mutating func removeScopeDeclarations() {
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            for index in source.tokens.indices where source.isWord(index, "extension") && source.isWord(index + 1, "Scope") {
                guard source.isKind(index + 2, .leftBrace), let close = source.partner(of: index + 2) else { continue }
                var members: [(range: ClosedRange<Int>, scope: String?)] = []
                var position = index + 3
                while position < close {
                    var keyword = position
                    while SwiftSource.declarationModifiers.contains(source.text(keyword)) { keyword += 1 }
                    let end = FactoryReader.memberEnd(source, from: keyword, close: close)
                    let isScopeDeclaration =
                        source.isWord(keyword, "let") && source.isKind(keyword + 1, .identifier) && source.isOperator(keyword + 2, "=")
                    members.append((position...end, isScopeDeclaration ? source.text(keyword + 1) : nil))
                    position = end + 1
                }
                let removed = members.filter { $0.scope.map { scopeMarkers[$0] != nil } ?? false }
                for member in members where !removed.contains(where: { $0.range == member.range }) {
                    let what =
                        member.scope.map { "the scope '\($0)' stays: no registration moved to it" }
                        ?? "this member of 'extension Scope' stays"
                    findings.untouched(
                        .containerMembersLeft, "\(what); remove it or move it by hand", at: source.location(member.range.lowerBound))
                }
                guard !removed.isEmpty else { continue }
                if removed.count == members.count {
                    let start = FactoryReader.declarationStart(source, keyword: index)
                    findings.add(source.deletion(start, close), in: source.path)
                    claim(sourceIndex, start...close)
                } else {
                    for member in removed {
                        findings.add(source.deletion(member.range.lowerBound, member.range.upperBound), in: source.path)
                        claim(sourceIndex, member.range)
                    }
                }
            }
        }
    }
}
