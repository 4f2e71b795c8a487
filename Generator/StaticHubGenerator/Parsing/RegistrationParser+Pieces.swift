/// The smallest pieces of a registration: a `HubParameter` form or a plain `T.self`, a type
/// before `.self`, a compound name's labels, a name literal, comma-separated lists.
extension RegistrationParser {
    // MARK: Parameters

    /// `.explicit(T.self)`, `.resolved(T.self)`, `.optional(T.self)`, `.provider(T.self)`,
    /// `.collection(T.self)`, all but the first with an optional `tag: Stripe.self`; optionally
    /// written `HubParameter.resolved(…)`.
    mutating func parseHubParameter(_ range: Range<Int>, kind: RegistrationKind) -> Registration.Parameter? {
        var index = range.lowerBound
        if file.isIdentifier(index, "HubParameter") { index += 1 }
        guard file.isKind(index, .period), file.isKind(index + 1, .identifier), file.isKind(index + 2, .leftParen),
            let close = matches.partner(of: index + 2), close == range.upperBound - 1
        else {
            return fail(.expectedHubParameter, at: range.lowerBound)
        }
        let form: Registration.Parameter.Form
        switch file.text(file.tokens[index + 1]) {
        case "explicit" where kind.takesExplicitParameters: form = .explicit
        case "explicit": return fail(.explicitParameterNotAllowed(kind.name), at: index + 1)
        case "resolved": form = .resolved
        case "optional": form = .optional
        case "provider": form = .provider
        case "collection": form = .collection
        default: return fail(.expectedHubParameter, at: index + 1)
        }
        let arguments = splitAtCommas((index + 3)..<close).map(readLabel)
        guard let typeArgument = arguments.first, typeArgument.label == nil, let typeRange = typeBeforeSelf(typeArgument.value) else {
            return fail(.expectedParameterType, at: index + 3 < close ? index + 3 : range.lowerBound)
        }
        guard let type = parseType(typeRange) else { return nil }
        var tag: TypeSyntax?
        if arguments.count > 1 {
            let tagArgument = arguments[1]
            guard arguments.count == 2, form != .explicit, tagArgument.label == "tag" else {
                return fail(.unexpectedParameterArgument(form == .explicit), at: tagArgument.labelIndex ?? tagArgument.value.lowerBound)
            }
            guard let tagRange = typeBeforeSelf(tagArgument.value) else {
                return fail(.expectedTagType, at: tagArgument.value.isEmpty ? tagArgument.labelIndex! : tagArgument.value.lowerBound)
            }
            guard let parsedTag = parseType(tagRange) else { return nil }
            tag = parsedTag
        }
        return Registration.Parameter(form: form, type: type, tag: tag, label: nil, location: file.location(ofToken: typeRange.lowerBound))
    }

    mutating func parsePlainParameter(_ range: Range<Int>, form: Registration.Parameter.Form) -> Registration.Parameter? {
        guard let typeRange = typeBeforeSelf(range) else {
            return fail(.expectedParameterType, at: range.isEmpty ? max(range.lowerBound - 1, 0) : range.lowerBound)
        }
        guard let type = parseType(typeRange) else { return nil }
        return Registration.Parameter(form: form, type: type, label: nil, location: file.location(ofToken: typeRange.lowerBound))
    }

    // MARK: Pieces

    /// The type in `SomeType.self`, or nil when the tokens do not end in `.self`.
    func typeBeforeSelf(_ range: Range<Int>) -> Range<Int>? {
        let last = range.upperBound - 1
        guard range.count >= 3, file.isIdentifier(last, "self"), file.isKind(last - 1, .period) else { return nil }
        return range.lowerBound..<(last - 1)
    }

    mutating func parseType(_ range: Range<Int>) -> TypeSyntax? {
        do {
            return try TypeParser.parse(file, range)
        } catch {
            let spelling = file.text(from: range.lowerBound, through: range.upperBound - 1)
            return fail(.unsupportedType(spelling, error.reason), at: range.lowerBound)
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

    func readLabel(_ range: Range<Int>) -> Argument {
        if range.count >= 2, file.isKind(range.lowerBound, .identifier), file.isKind(range.lowerBound + 1, .colon) {
            return Argument(
                label: file.text(file.tokens[range.lowerBound]),
                labelIndex: range.lowerBound,
                value: (range.lowerBound + 2)..<range.upperBound
            )
        }
        return Argument(label: nil, labelIndex: nil, value: range)
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
}
