/// Finds Swinject's registration statements: `container.register(P.self) { r in … }`,
/// `container.autoregister(P.self, initializer: Impl.init)`, each with its object scope.
struct SwinjectReader {
    private(set) var registrations: [SwinjectRegistration] = []
    /// Statements that register but cannot be read, with the reason.
    private(set) var unreadable: [(sourceIndex: Int, statement: ClosedRange<Int>, token: Int, reason: String)] = []

    init(_ sources: [SwiftSource], _ types: TypeDirectory) {
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            for index in source.tokens.indices where source.isWord(index, "register") || source.isWord(index, "autoregister") {
                guard source.isKind(index - 1, .period), source.isKind(index + 1, .leftParen), let close = source.partner(of: index + 1)
                else { continue }
                read(source, sourceIndex, keyword: index, close: close, types)
            }
        }
    }

    /// The first token of the receiver chain whose last period is at `period`.
    static func chainStart(_ source: SwiftSource, period: Int) -> Int? {
        var start = period
        while source.isKind(start - 1, .identifier) {
            start -= 1
            guard source.isKind(start - 1, .period) else { break }
            start -= 1
        }
        return source.isKind(start, .identifier) ? start : nil
    }

    /// The registered type of a `T.self` argument, and the last token of it.
    static func metatype(_ source: SwiftSource, _ piece: Range<Int>) -> String? {
        guard piece.count >= 3, source.isWord(piece.upperBound - 1, "self"), source.isKind(piece.upperBound - 2, .period) else {
            return nil
        }
        return source.oneLine(piece.lowerBound, piece.upperBound - 3)
    }

    /// The text of a string literal token without its quotes, if it is a plain one.
    static func stringValue(_ source: SwiftSource, _ index: Int) -> String? {
        guard source.isKind(index, .string) else { return nil }
        let text = source.text(index)
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.contains("\\("), !text.hasPrefix("\"\"\"") else {
            return nil
        }
        return String(text.dropFirst().dropLast())
    }

    private mutating func read(_ source: SwiftSource, _ sourceIndex: Int, keyword: Int, close: Int, _ types: TypeDirectory) {
        guard let start = Self.chainStart(source, period: keyword - 1), source.startsLine(start) else { return }
        // The chain after the call: a trailing closure, then `.inObjectScope(.x)` and the like.
        var end = close
        var trailing: FactoryClosure?
        if source.isKind(end + 1, .leftBrace), source.tokens[end + 1].line == source.tokens[end].line {
            trailing = FactoryClosure(source, at: end + 1)
            end = trailing?.close ?? end
        }
        var objectScope: String?
        var objectScopeToken: Int?
        var otherModifier: Int?
        while source.isKind(end + 1, .period), source.isKind(end + 2, .identifier) {
            let modifier = end + 2
            end = modifier
            if source.isKind(end + 1, .leftParen), let partner = source.partner(of: end + 1) { end = partner }
            if source.isKind(end + 1, .leftBrace), let partner = source.partner(of: end + 1) { end = partner }
            // `.inObjectScope(.container)` or `.inObjectScope(ObjectScope.container)`.
            let qualifier = source.isWord(modifier + 2, "ObjectScope") ? 1 : 0
            if source.isWord(modifier, "inObjectScope"), source.isKind(modifier + 2 + qualifier, .period), modifier + 4 + qualifier == end {
                objectScope = source.text(modifier + 3 + qualifier)
                objectScopeToken = modifier
            } else if otherModifier == nil {
                otherModifier = modifier
            }
        }
        let statement = start...end
        func fail(_ reason: String, at token: Int = keyword) {
            unreadable.append((sourceIndex, statement, token, reason))
        }
        // Other APIs are named `register` too (`notifications.register(type: …)`): a
        // registration passes a type's `.self` first, or a factory.
        let arguments = source.commaSeparated(keyword + 2..<close)
        let passesAFactory = arguments.contains {
            source.isKind($0.lowerBound + 1, .colon) && ["factory", "initializer"].contains(source.text($0.lowerBound))
        }
        guard arguments.first.map({ Self.metatype(source, $0) != nil }) == true || trailing != nil || passesAFactory else { return }
        if let otherModifier {
            if source.isWord(otherModifier, "inObjectScope"), source.isKind(otherModifier + 1, .leftParen),
                let close = source.partner(of: otherModifier + 1), close > otherModifier + 2
            {
                let scope = source.oneLine(otherModifier + 2, close - 1)
                return fail("the object scope '\(scope)' is not '.container', '.transient', '.graph' or '.weak'", at: otherModifier)
            }
            return fail("'.\(source.text(otherModifier))' has no StaticHub form", at: otherModifier)
        }
        guard let first = arguments.first, let type = Self.metatype(source, first) else {
            return fail("its first argument is not a type's '.self'")
        }
        var name: String?
        var factory: SwinjectRegistration.Factory?
        for argument in arguments.dropFirst() {
            let label = source.text(argument.lowerBound)
            guard source.isKind(argument.lowerBound + 1, .colon), argument.count > 2 else {
                return fail("its argument '\(source.oneLine(argument.lowerBound, argument.upperBound - 1))' has no StaticHub form")
            }
            let value = argument.lowerBound + 2..<argument.upperBound
            switch label {
            case "name":
                guard value.count == 1, let text = Self.stringValue(source, value.lowerBound) else {
                    return fail("its name is not a string literal")
                }
                name = text
            case "factory":
                guard let closure = FactoryClosure(source, at: value.lowerBound), closure.close == value.upperBound - 1 else {
                    return fail("its factory is not a closure")
                }
                factory = .closure(closure)
            case "initializer":
                factory = .initializer(value.lowerBound...(value.upperBound - 1))
            case "argument", "arguments":
                return fail("an autoregistration with arguments has no StaticHub form; write it as 'Register' with '.explicit' parameters")
            default:
                return fail("its argument '\(label):' has no StaticHub form")
            }
        }
        if let trailing { factory = .closure(trailing) }
        guard let factory else { return fail("it has no factory") }
        registrations.append(
            SwinjectRegistration(
                sourceIndex: sourceIndex, statement: statement, keyword: keyword, type: ManifestEntry.spelled(type, types), name: name,
                factory: factory, objectScope: objectScope, objectScopeToken: objectScopeToken))
    }
}
