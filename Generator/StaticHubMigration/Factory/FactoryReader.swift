/// Finds the registrations of Factory (FactoryKit 2.x): the `Factory` and `ParameterFactory`
/// properties of `extension Container`, and of the extensions of the app's own containers
/// (`final class NetworkContainer: SharedContainer`) declared in the files read.
struct FactoryReader {
    private(set) var registrations: [FactoryRegistration] = []
    /// Registrations that are another's name (`var client: Factory<any API> { api }`).
    private(set) var aliases: [FactoryRegistration] = []
    private(set) var extensions: [ContainerExtension] = []
    /// Why a property that looks like a registration cannot be read, at its name's token.
    private(set) var unreadable: [(sourceIndex: Int, token: Int, reason: Untranslatable)] = []
    /// `Container` and the app's own containers declared in the files read, whose extensions'
    /// registrations are read alike: `NetworkContainer.shared.x()` resolves as
    /// `Container.shared.x()` does.
    private(set) var containers: Set<String> = ["Container"]

    private let types: TypeDirectory

    /// Names declared by more than one container, or twice by one, with why they stay:
    /// registrations are matched by name, so StaticHub cannot tell which one a call site means.
    /// One container's declarations of one type in different branches of an `#if` are
    /// alternatives, which move alike: only one is compiled.
    var namesDeclaredMoreThanOnce: [String: Untranslatable] {
        var containersByName: [String: [String]] = [:]
        for container in extensions {
            for name in container.registrations { containersByName[name, default: []].append(container.container) }
        }
        return containersByName.filter { $0.value.count > 1 && !isAlternatives($0.key, in: $0.value) }.mapValues { containers in
            let distinct = Set(containers)
            // One container, declared twice: two targets' copies, or a `private` one per file.
            if distinct.count == 1 {
                return Untranslatable(
                    .declaredMoreThanOnce,
                    "it is declared \(containers.count) times in extensions of '\(containers[0])' (each target's own, or a "
                        + "'private' one per file), and call sites are matched by name; rename all but one, or migrate each target "
                        + "in a run of its own")
            }
            return Untranslatable(
                .registeredInSeveralContainers,
                "it is registered in " + distinct.sorted().map { "'\($0)'" }.joined(separator: " and ")
                    + ", and call sites are matched by name; rename one, or move them by hand")
        }
    }

    /// Whether every declaration of `name` (in `containers`) is a registration of one container
    /// and type, each in another branch of an `#if`.
    private func isAlternatives(_ name: String, in containers: [String]) -> Bool {
        let declared = registrations.filter { $0.name == name }
        guard declared.count == containers.count, Set(containers).count == 1, let first = declared.first else { return false }
        return declared.allSatisfy { $0.type == first.type && $0.explicitParameter == first.explicitParameter }
            && declared.indices.allSatisfy { one in
                declared.indices.allSatisfy { one == $0 || ConditionClause.exclude(declared[one].condition, declared[$0].condition) }
            }
    }

    init(_ sources: [SwiftSource], _ types: TypeDirectory) {
        self.types = types
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            readAppContainers(source, sourceIndex)
        }
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            // `extension Container { … }`, and an app container's extensions and its class body
            // (whose conformances come before the brace; an extension's may not).
            for index in source.tokens.indices
            where (source.isWord(index, "extension") || source.isWord(index, "class")) && source.isKind(index + 1, .identifier)
                && containers.contains(source.text(index + 1))
            {
                guard let open = (index + 2..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
                    source.isWord(index, "class") || open == index + 2, let close = source.partner(of: open)
                else { continue }
                let start = Self.declarationStart(source, keyword: index)
                var container = ContainerExtension(
                    container: source.text(index + 1), isClassBody: source.isWord(index, "class"), sourceIndex: sourceIndex,
                    declaration: start...close)
                readMembers(source, sourceIndex, open: open, close: close, into: &container)
                extensions.append(container)
            }
        }
    }

    private static let containerProtocols: Set<String> = ["SharedContainer", "ManagedContainer"]

    /// `final class NetworkContainer: SharedContainer` (or an extension that adds the
    /// conformance) is a container whose extensions are read. An extension of Factory's
    /// protocols themselves registers in every container: it is reported, not read.
    private mutating func readAppContainers(_ source: SwiftSource, _ sourceIndex: Int) {
        for index in source.tokens.indices where source.isWord(index, "class") || source.isWord(index, "extension") {
            guard source.isKind(index + 1, .identifier),
                let open = (index..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) })
            else { continue }
            let name = source.text(index + 1)
            if source.isWord(index, "extension"), Self.containerProtocols.contains(name) {
                unreadable.append(
                    (
                        sourceIndex, index + 1,
                        Untranslatable(
                            .everyContainerExtension,
                            "an extension of Factory's '\(name)' registers in every container; move its registrations to a container, "
                                + "or to a manifest by hand")
                    ))
            } else if (index + 2..<open).contains(where: { Self.containerProtocols.contains(source.text($0)) }) {
                containers.insert(name)
            }
        }
    }

    /// The first modifier or attribute (`@MainActor`, `@available(…)`) of the declaration
    /// whose keyword is at `keyword`.
    static func declarationStart(_ source: SwiftSource, keyword: Int) -> Int {
        var start = keyword
        while start > 0 {
            if source.isKind(start - 1, .identifier), SwiftSource.declarationModifiers.contains(source.text(start - 1)) {
                start -= 1
            } else if source.isKind(start - 1, .identifier), source.isKind(start - 2, .at) {
                start -= 2
            } else if source.isKind(start - 1, .rightParen), let open = source.partner(of: start - 1), source.isKind(open - 1, .identifier),
                source.isKind(open - 2, .at)
            {
                start = open - 2
            } else {
                break
            }
        }
        return start
    }

    private mutating func readMembers(
        _ source: SwiftSource, _ sourceIndex: Int, open: Int, close: Int, into container: inout ContainerExtension
    ) {
        var index = open + 1
        while index < close {
            // A directive is no member; its condition is the rest of its line.
            if source.isKind(index, .poundKeyword), ["#if", "#elseif", "#else", "#endif"].contains(source.text(index)) {
                index = Self.memberEnd(source, from: index, close: close) + 1
                continue
            }
            let start = index
            var isAvailabilityLimited = false
            while index < close, SwiftSource.declarationModifiers.contains(source.text(index)) || source.isKind(index, .at) {
                guard source.isKind(index, .at) else {
                    index += 1
                    continue
                }
                // `@available(iOS 15, *)`: the attribute with its arguments.
                isAvailabilityLimited = isAvailabilityLimited || source.isWord(index + 1, "available")
                index += 2
                if source.isKind(index, .leftParen), let argumentsEnd = source.partner(of: index) { index = argumentsEnd + 1 }
            }
            let end = Self.memberEnd(source, from: index, close: close)
            let unreadableCount = unreadable.count
            let aliasCount = aliases.count
            var registration = readRegistration(source, sourceIndex, start: start, keyword: index, end: end)
            if registration != nil, isAvailabilityLimited {
                registration = nil
                unreadable.append(
                    (
                        sourceIndex, index + 1,
                        Untranslatable(
                            .availabilityLimited,
                            "it is declared '@available(…)', which a manifest, and the code generated from it, cannot repeat: the "
                                + "app's earlier releases would lack the type; move it once the deployment target covers it")
                    ))
            }
            // Under `#if`, in the extension or around it: a manifest under the same clauses
            // holds it. Another's name under `#if` stays, as its call sites are not followed per condition.
            registration?.condition = source.conditionClauses(at: index)
            if aliases.count > aliasCount, source.isConditional(index) {
                aliases.removeLast(aliases.count - aliasCount)
                unreadable.append(
                    (
                        sourceIndex, index + 1,
                        Untranslatable(
                            .conditionalRegistration,
                            "it is another registration's name, declared under '#if'; move it by hand into a manifest under the "
                                + "same '#if' (see Manifest)")
                    ))
            }
            if let registration {
                registrations.append(registration)
                container.registrations.append(registration.name)
            } else if unreadable.count > unreadableCount || aliases.count > aliasCount {
                // A registration that stays in Factory (already reported), or another's name.
                container.registrations.append(source.text(index + 1))
            } else {
                container.otherMembers.append(start)
            }
            index = end + 1
        }
    }

    /// The name a member declares (`makeSession` of `private func makeSession()`), its first
    /// modifier or attribute at `start`.
    static func memberName(_ source: SwiftSource, at start: Int) -> String? {
        var index = start
        while SwiftSource.declarationModifiers.contains(source.text(index)) || source.isKind(index, .at) {
            index += source.isKind(index, .at) ? 2 : 1
            if source.isKind(index, .leftParen), let close = source.partner(of: index) { index = close + 1 }
        }
        guard ["func", "var", "let"].contains(source.text(index)), source.isKind(index + 1, .identifier) else { return nil }
        return source.text(index + 1)
    }

    /// The last token of the member starting at `index`: its body's closing brace, or the end
    /// of its line, unless the line breaks inside its declaration
    /// (`ParameterFactory<(Route, Mode),` and the result type on the next line).
    static func memberEnd(_ source: SwiftSource, from index: Int, close: Int) -> Int {
        var position = index
        // Angle brackets of the declared type, before any `=`: `>>` closes two, `>?` one.
        var openAngles = 0
        var inType = true
        while position < close {
            if source.isKind(position, .leftBrace) { return source.partner(of: position) ?? close - 1 }
            if [.leftParen, .leftBracket].contains(source.tokens[position].kind) {
                position = source.partner(of: position) ?? close - 1
            }
            if inType, source.isKind(position, .operator) {
                let text = source.text(position)
                if text == "=" { inType = false }
                let angles = text.prefix { $0 == "<" || $0 == ">" }
                openAngles = max(0, openAngles + angles.filter { $0 == "<" }.count - angles.filter { $0 == ">" }.count)
            }
            // A line that ends inside the declaration: after `:` or `,`, inside `<…>`, or before
            // the body's brace or a closing `>` on the next line (as swift-format breaks a long type).
            let next = position + 1
            let continues =
                inType && openAngles > 0 || source.isKind(position, .comma) || source.isKind(position, .colon)
                || source.isKind(next, .leftBrace) || inType && source.isKind(next, .operator) && source.text(next).hasPrefix(">")
            if position + 1 >= close || !continues && source.tokens[position + 1].line > source.tokens[position].line { return position }
            position += 1
        }
        return close - 1
    }

    /// `var x: Factory<T> { self { … }.singleton }`; nil for any other member. A member that is
    /// a registration StaticHub cannot read is recorded in `unreadable` and also returns nil.
    private mutating func readRegistration(_ source: SwiftSource, _ sourceIndex: Int, start: Int, keyword: Int, end: Int)
        -> FactoryRegistration?
    {
        guard source.isWord(keyword, "var"), source.isKind(keyword + 1, .identifier), source.isKind(keyword + 2, .colon),
            source.isWord(keyword + 3, "Factory") || source.isWord(keyword + 3, "ParameterFactory"),
            source.isOperator(keyword + 4, "<"), keyword + 4 <= end,
            let bodyOpen = (keyword + 4...end).first(where: { source.isKind($0, .leftBrace) }),
            let bodyClose = source.partner(of: bodyOpen)
        else { return nil }
        let name = source.text(keyword + 1)
        func fail(_ id: MigrationMessage.ID, _ reason: String) -> FactoryRegistration? {
            unreadable.append((sourceIndex, keyword + 1, Untranslatable(id, reason)))
            return nil
        }
        let isParameterFactory = source.isWord(keyword + 3, "ParameterFactory")
        // `Factory<Repository<User>>`: the generic arguments by their text, since `>>` is one token.
        var arguments = source.oneLine(keyword + 4, bodyOpen - 1)
        arguments.removeFirst()
        guard arguments.hasSuffix(">") else { return fail(.unreadableFactoryType, "its type is not 'Factory<T>'") }
        arguments.removeLast()
        let split = Self.topLevelComma(in: arguments)
        guard isParameterFactory == (split != nil) else {
            return fail(.unreadableFactoryType, "its type is not 'Factory<T>' or 'ParameterFactory<P, T>'")
        }
        let registeredType = split.map { String(arguments[arguments.index(after: $0)...]) } ?? arguments
        let explicitParameter = split.map { String(arguments[..<$0]) }

        var index = bodyOpen + 1
        let prelude = Self.letBindings(source, from: index, before: bodyClose)
        if let prelude { index = prelude.upperBound }
        if source.isWord(index, "return") { index += 1 }
        if prelude == nil, let target = Self.aliasTarget(source, from: index, before: bodyClose),
            let body = FactoryClosure(source, at: bodyOpen)
        {
            aliases.append(
                FactoryRegistration(
                    name: name, sourceIndex: sourceIndex, member: start...bodyClose, nameToken: keyword + 1,
                    type: ManifestEntry.spelled(registeredType, types), explicitParameter: nil, closure: body, modifiers: [],
                    aliasOf: target))
            return nil
        }
        if source.isWord(index, "self") {
            index += 1
        } else if source.isWord(index, "Factory") || source.isWord(index, "ParameterFactory"), source.isKind(index + 1, .leftParen),
            source.isWord(index + 2, "self"), source.isKind(index + 3, .rightParen)
        {
            index += 4
        } else if (index..<bodyClose).contains(where: {
            source.isWord($0, "return") && (source.isWord($0 + 1, "self") || source.isWord($0 + 1, "Factory"))
        }) {
            return fail(
                .getterStatements, "its getter runs statements other than 'let' bindings before its registration, which a manifest cannot")
        } else {
            return fail(.unreadableFactoryBody, "its body is not 'self { … }' or 'Factory(self) { … }'")
        }
        guard var closure = FactoryClosure(source, at: index) else { return fail(.unreadableFactoryBody, "its body has no closure") }
        closure.prelude = prelude
        var modifiers: [(name: String, argument: String?, token: Int)] = []
        index = closure.close + 1
        while index < bodyClose {
            guard source.isKind(index, .period), source.isKind(index + 1, .identifier) else {
                return fail(.unreadableFactoryBody, "'\(source.text(index))' after its closure is not a modifier")
            }
            var argument: String?
            let modifier = index + 1
            index += 2
            if source.isKind(index, .leftParen), let end = source.partner(of: index) {
                argument =
                    source.isKind(index + 1, .period) && index + 3 == end ? source.text(index + 2) : source.oneLine(index + 1, end - 1)
                index = end + 1
            }
            // `.onTest { … }`: a modifier's trailing closure.
            if source.isKind(index, .leftBrace), let end = source.partner(of: index) { index = end + 1 }
            modifiers.append((source.text(modifier), argument, modifier))
        }
        guard index == bodyClose else { return fail(.unreadableFactoryBody, "its body holds more than a registration") }
        return FactoryRegistration(
            name: name, sourceIndex: sourceIndex, member: start...bodyClose, nameToken: keyword + 1,
            type: ManifestEntry.spelled(registeredType, types),
            explicitParameter: explicitParameter.map { ManifestEntry.spelled($0, types) },
            closure: closure, modifiers: modifiers
        )
    }

    /// `let` statements from `start` up to a `return` at the top level of the getter: their
    /// tokens, or nil when the getter does not open with `let`.
    private static func letBindings(_ source: SwiftSource, from start: Int, before end: Int) -> Range<Int>? {
        guard source.isWord(start, "let") else { return nil }
        var index = start
        while index < end {
            if source.isWord(index, "return") { return start..<index }
            let startsStatement = source.tokens[index].line > source.tokens[index - 1].line || source.isKind(index - 1, .semicolon)
            if startsStatement, !source.isWord(index, "let") { return nil }
            if [.leftBrace, .leftParen, .leftBracket].contains(source.tokens[index].kind), let partner = source.partner(of: index) {
                index = partner
            }
            index += 1
        }
        return nil
    }

    /// `api` of a getter that is only `api` or `self.api` (after a `return`): another
    /// registration's name.
    private static func aliasTarget(_ source: SwiftSource, from index: Int, before end: Int) -> String? {
        if source.isWord(index, "self"), source.isKind(index + 1, .period), source.isKind(index + 2, .identifier), index + 3 == end {
            return source.text(index + 2)
        }
        if source.isKind(index, .identifier), !source.isWord(index, "self"), index + 1 == end { return source.text(index) }
        return nil
    }

    /// The index of the comma that separates `P, T` at the top level of generic arguments.
    static func topLevelComma(in text: String) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "<", "(", "[": depth += 1
            case ">" where index > text.startIndex && text[text.index(before: index)] == "-": break
            case ">", ")", "]": depth -= 1
            case "," where depth == 0: return index
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}
