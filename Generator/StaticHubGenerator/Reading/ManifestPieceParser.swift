/// One argument of a DSL call: its label, if any, and its value's tokens.
struct CallArgument {
    var label: String?
    var labelIndex: Int?
    /// The tokens of the value, after any label.
    var value: Range<Int>
}

/// Reads the pieces of a manifest's DSL calls from their tokens: arguments split at commas
/// and their labels, a type before `.self`, the registered type, a compound name's labels, a
/// name literal, the parameter types in either spelling, the factory, and `effects:`. A piece
/// that cannot be read throws the diagnostic that says why, at its token; `RegistrationParser`
/// collects them.
struct ManifestPieceParser {
    let file: LexedFile
    let matches: BracketMatches

    // MARK: Parameters

    /// `.explicit(T.self)`, `.resolved(T.self)`, `.optional(T.self)`, `.provider(T.self)`,
    /// `.collection(T.self)`, all but the first with an optional `tag: Stripe.self`; optionally
    /// written `HubParameter.resolved(…)`.
    func parseHubParameter(_ range: Range<Int>, kind: RegistrationKind) throws(Diagnostic) -> Registration.Parameter {
        var index = range.lowerBound
        if file.isIdentifier(index, "HubParameter") { index += 1 }
        guard file.isKind(index, .period), file.isKind(index + 1, .identifier), file.isKind(index + 2, .leftParen),
            let close = matches.partner(of: index + 2), close == range.upperBound - 1
        else {
            throw fail(.ReadingManifests.expectedHubParameter, at: range.lowerBound)
        }
        let form: Registration.Parameter.Form
        switch file.text(file.tokens[index + 1]) {
        case "explicit" where kind.takesExplicitParameters: form = .explicit
        case "explicit": throw fail(.ReadingManifests.explicitParameterNotAllowed(kind.name), at: index + 1)
        case "resolved": form = .resolved
        case "optional": form = .optional
        case "provider": form = .provider
        case "collection": form = .collection
        default: throw fail(.ReadingManifests.expectedHubParameter, at: index + 1)
        }
        let arguments = splitAtCommas((index + 3)..<close).map(readLabel)
        guard let typeArgument = arguments.first, typeArgument.label == nil, let typeRange = typeBeforeSelf(typeArgument.value) else {
            throw fail(.ReadingManifests.expectedParameterType, at: index + 3 < close ? index + 3 : range.lowerBound)
        }
        let type = try parseType(typeRange)
        var tag: TypeSyntax?
        if arguments.count > 1 {
            let tagArgument = arguments[1]
            guard arguments.count == 2, form != .explicit, tagArgument.label == "tag" else {
                throw fail(
                    .ReadingManifests.unexpectedParameterArgument(form == .explicit),
                    at: tagArgument.labelIndex ?? tagArgument.value.lowerBound)
            }
            guard let tagRange = typeBeforeSelf(tagArgument.value) else {
                throw fail(
                    .ReadingManifests.expectedTagType,
                    at: tagArgument.value.isEmpty ? tagArgument.labelIndex! : tagArgument.value.lowerBound)
            }
            let parsedTag = try parseType(tagRange)
            tag = parsedTag
        }
        return Registration.Parameter(form: form, type: type, tag: tag, label: nil, location: file.location(ofToken: typeRange.lowerBound))
    }

    func parsePlainParameter(_ range: Range<Int>, form: Registration.Parameter.Form) throws(Diagnostic) -> Registration.Parameter {
        guard let typeRange = typeBeforeSelf(range) else {
            throw fail(.ReadingManifests.expectedParameterType, at: range.isEmpty ? max(range.lowerBound - 1, 0) : range.lowerBound)
        }
        let type = try parseType(typeRange)
        return Registration.Parameter(form: form, type: type, label: nil, location: file.location(ofToken: typeRange.lowerBound))
    }

    // MARK: Pieces

    /// The type in `SomeType.self`, or nil when the tokens do not end in `.self`.
    func typeBeforeSelf(_ range: Range<Int>) -> Range<Int>? {
        let last = range.upperBound - 1
        guard range.count >= 3, file.isIdentifier(last, "self"), file.isKind(last - 1, .period) else { return nil }
        return range.lowerBound..<(last - 1)
    }

    func parseType(_ range: Range<Int>) throws(Diagnostic) -> TypeSyntax {
        do {
            return try TypeParser.parse(file, range)
        } catch {
            let spelling = file.text(from: range.lowerBound, through: range.upperBound - 1)
            throw fail(.ReadingManifests.unsupportedType(spelling, error.reason), at: range.lowerBound)
        }
    }

    /// The argument labels of a function reference such as `AppContext.init(boot:sessionId:)`,
    /// nil for any other expression (`T.init`, `makeT`, a closure).
    func compoundNameLabels(_ range: Range<Int>) -> [String?]? {
        let close = range.upperBound - 1
        guard file.isKind(close, .rightParen), let open = matches.partner(of: close), open > range.lowerBound,
            file.isKind(open - 1, .identifier), !file.tokens[open].hasLeadingSpace, close - open >= 3,
            (close - open - 1) % 2 == 0
        else { return nil }
        var labels: [String?] = []
        for position in stride(from: open + 1, to: close, by: 2) {
            guard file.isKind(position, .identifier), file.isKind(position + 1, .colon) else { return nil }
            let label = file.text(file.tokens[position])
            labels.append(label == "_" ? nil : label)
        }
        return labels
    }

    /// `"theme"` → `theme`, when the literal is a plain Swift identifier.
    func nameLiteral(_ range: Range<Int>) -> String? {
        guard range.count == 1, file.isKind(range.lowerBound, .string) else { return nil }
        let literal = file.text(file.tokens[range.lowerBound])
        guard literal.count >= 3, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\"") else { return nil }
        let name = literal.dropFirst().dropLast()
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return nil }
        return String(name)
    }

    func readLabel(_ range: Range<Int>) -> CallArgument {
        if range.count >= 2, file.isKind(range.lowerBound, .identifier), file.isKind(range.lowerBound + 1, .colon) {
            return CallArgument(
                label: file.text(file.tokens[range.lowerBound]),
                labelIndex: range.lowerBound,
                value: (range.lowerBound + 2)..<range.upperBound
            )
        }
        return CallArgument(label: nil, labelIndex: nil, value: range)
    }

    /// Splits `range` at the commas outside any bracket or generic argument list
    /// (`Dictionary<String, Int>.self` is one argument). If a `<` is never closed, the
    /// angle brackets were not generics (or are malformed): split at every bracket-level
    /// comma instead, so the type parser can report the real problem.
    func splitAtCommas(_ range: Range<Int>) -> [Range<Int>] {
        splitAtCommas(range, respectingAngleBrackets: true) ?? splitAtCommas(range, respectingAngleBrackets: false)!
    }

    func splitAtCommas(_ range: Range<Int>, respectingAngleBrackets: Bool) -> [Range<Int>]? {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        var angleDepth = 0
        while index < range.upperBound {
            let token = file.tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                index = (matches.partner(of: index) ?? range.upperBound) + 1
            case .comma where angleDepth == 0:
                pieces.append(start..<index)
                index += 1
                start = index
            case .operator where respectingAngleBrackets:
                angleDepth = Self.angleDepth(after: file.text(token), startingAt: angleDepth, isAttached: !token.hasLeadingSpace)
                index += 1
            default:
                index += 1
            }
        }
        guard angleDepth == 0 else { return nil }
        pieces.append(start..<min(index, range.upperBound))
        return pieces
    }

    /// A `<` attached to a type name opens generic arguments; `>` closes them (`->` does not).
    static func angleDepth(after operatorText: String, startingAt depth: Int, isAttached: Bool) -> Int {
        if isAttached, operatorText.allSatisfy({ $0 == "<" }) {
            return depth + operatorText.count
        }
        guard depth > 0 else { return 0 }
        let arrows = operatorText.split(separator: "->", omittingEmptySubsequences: false).count - 1
        let closing = operatorText.filter { $0 == ">" }.count - arrows
        return max(depth - closing, 0)
    }

    /// With `factory:` every parameter is explicit, written `T.self`. Otherwise a list is
    /// either all plain `T.self` (resolved; explicit for `Register`) or all `HubParameter`
    /// forms, as the DSL's overloads take them; `.explicit` only where callers pass arguments.
    func parseParameters(_ arguments: [CallArgument], kind: RegistrationKind, factoryLabel: String) throws(Diagnostic)
        -> [Registration.Parameter]
    {
        if arguments.count > Registration.maximumParameterCount {
            let first = arguments[Registration.maximumParameterCount].value.lowerBound
            throw fail(
                .ReadingManifests.tooManyParameters(kind.name, count: arguments.count, maximum: Registration.maximumParameterCount),
                at: first)
        }
        let usesForms = factoryLabel == "using" && arguments.contains { isHubParameterForm($0.value) }
        var parameters: [Registration.Parameter] = []
        for argument in arguments {
            if usesForms {
                guard isHubParameterForm(argument.value) else {
                    let spelling = file.text(from: argument.value.lowerBound, through: argument.value.upperBound - 1)
                    let message =
                        kind.takesExplicitParameters
                        ? DiagnosticMessage.ReadingManifests.expectedHubParameter : .ReadingManifests.plainParameterAmongForms(spelling)
                    throw fail(message, at: argument.value.lowerBound)
                }
                parameters.append(try parseHubParameter(argument.value, kind: kind))
            } else if kind.takesExplicitParameters, factoryLabel == "using" {
                // `Register(…, using:)` needs the forms: plain types are its `factory:` spelling.
                throw fail(.ReadingManifests.expectedHubParameter, at: argument.value.lowerBound)
            } else {
                parameters.append(try parsePlainParameter(argument.value, form: kind.takesExplicitParameters ? .explicit : .resolved))
            }
        }
        return parameters
    }

    /// `.resolved(…)`, `HubParameter.optional(…)` and the like, as opposed to `T.self`.
    func isHubParameterForm(_ range: Range<Int>) -> Bool {
        file.isKind(range.lowerBound, .period)
            || (file.isIdentifier(range.lowerBound, "HubParameter") && file.isKind(range.lowerBound + 1, .period))
    }

    // MARK: Effects

    /// `.throws`, `.throws(E.self)`, `.async`, or a non-empty list of them: `[.async, .throws]`.
    func parseEffects(_ range: Range<Int>) throws(Diagnostic) -> Effects {
        guard !range.isEmpty else { throw fail(.ReadingManifests.expectedEffects, at: max(range.lowerBound - 1, 0)) }
        var items = [range]
        if file.isKind(range.lowerBound, .leftBracket) {
            guard matches.partner(of: range.lowerBound) == range.upperBound - 1 else {
                throw fail(.ReadingManifests.expectedEffects, at: range.lowerBound)
            }
            items = splitAtCommas((range.lowerBound + 1)..<(range.upperBound - 1)).filter { !$0.isEmpty }
            guard !items.isEmpty else { throw fail(.ReadingManifests.expectedEffects, at: range.lowerBound) }
        }
        var effects = Effects.none
        for item in items {
            var index = item.lowerBound
            if file.isIdentifier(index, "HubEffects") { index += 1 }
            guard file.isKind(index, .period), index + 1 < item.upperBound else {
                throw fail(.ReadingManifests.expectedEffects, at: item.lowerBound)
            }
            let name = file.text(file.tokens[index + 1])
            var thrownType: TypeSyntax?
            if name == "throws", index + 2 < item.upperBound, file.isKind(index + 2, .leftParen) {
                // `.throws(DatabaseError.self)`
                guard matches.partner(of: index + 2) == item.upperBound - 1,
                    let typeRange = typeBeforeSelf((index + 3)..<(item.upperBound - 1))
                else { throw fail(.ReadingManifests.expectedEffects, at: item.lowerBound) }
                let type = try parseType(typeRange)
                thrownType = type
            } else if index + 2 != item.upperBound {
                throw fail(.ReadingManifests.expectedEffects, at: item.lowerBound)
            }
            guard name == "throws" || name == "async" else { throw fail(.ReadingManifests.expectedEffects, at: item.lowerBound) }
            let isRepeated = name == "async" ? effects.isAsync : effects.throwsErrors
            if isRepeated { throw fail(.ReadingManifests.repeatedEffect(name), at: index) }
            if name == "async" {
                effects.isAsync = true
            } else {
                effects.throwing = thrownType.map { .typed($0) } ?? .throwing
            }
        }
        return effects
    }

    /// The first argument, `SomeType.self`: unlabelled, and a protocol for opaque kinds.
    func parseRegisteredType(_ argument: CallArgument?, kind: RegistrationKind, callee: Int) throws(Diagnostic)
        -> (TypeSyntax, Range<Int>)
    {
        guard let argument, argument.label == nil, !argument.value.isEmpty, let range = typeBeforeSelf(argument.value) else {
            let position = argument.map { $0.labelIndex ?? $0.value.lowerBound } ?? callee
            throw fail(.ReadingManifests.expectedRegisteredType(kind.name), at: position)
        }
        let type = try parseType(range)
        if kind.isOpaque, !type.withoutExistential.canBeOpaqueConstraint {
            throw fail(.ReadingManifests.opaqueNeedsProtocol(kind.name, type.spelling), at: range.lowerBound)
        }
        return (type, range)
    }

    /// The factory expression; a compound name (`T.init(a:b:)`) must name one label per
    /// parameter, and gives the parameters their labels.
    func parseFactory(_ range: Range<Int>, labelling parameters: inout [Registration.Parameter]) throws(Diagnostic)
        -> Registration.Factory
    {
        let text = file.text(from: range.lowerBound, through: range.upperBound - 1)
        var compoundNameBase: String?
        if let labels = compoundNameLabels(range) {
            let open = matches.partner(of: range.upperBound - 1)!
            compoundNameBase = file.text(from: range.lowerBound, through: open - 1)
            guard labels.count == parameters.count else {
                throw fail(
                    .ReadingManifests.factoryLabelCount(text, labels: labels.count, parameters: parameters.count), at: range.lowerBound)
            }
            parameters = zip(parameters, labels).map { $0.labelled($1) }
        }
        return Registration.Factory(text: text, location: file.location(ofToken: range.lowerBound), compoundNameBase: compoundNameBase)
    }

    /// The diagnostic `message` at the token `index`, for `throw fail(…)`.
    func fail(_ message: DiagnosticMessage, at index: Int) -> Diagnostic {
        Diagnostic(message, at: file.location(ofToken: index))
    }
}
