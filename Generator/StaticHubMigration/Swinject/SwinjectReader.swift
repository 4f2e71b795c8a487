/// Finds Swinject's registration statements: `container.register(P.self) { r in … }`,
/// `container.autoregister(P.self, initializer: Impl.init)`, each with its object scope.
struct SwinjectReader {
    private(set) var registrations: [SwinjectRegistration] = []
    /// Statements that register but cannot be read, with the reason.
    private(set) var unreadable: [(sourceIndex: Int, statement: ClosedRange<Int>, token: Int, reason: Untranslatable)] = []
    /// What the statements in `unreadable` register, where their arguments say: it stays in
    /// Swinject, and so does what depends on it.
    private(set) var unreadableRegistrations: Set<SwinjectDependency> = []

    /// The app's own registration functions that it reads like Swinject's, by name.
    private(set) var helpers: [String: RegistrationHelper] = [:]

    init(_ sources: [SwiftSource], _ types: TypeDirectory) {
        for source in sources where source.errors.isEmpty {
            for index in source.tokens.indices where source.isWord(index, "func") {
                if let (name, helper) = Self.registrationHelper(source, keyword: index) { helpers[name] = helper }
            }
        }
        for (sourceIndex, source) in sources.enumerated() where source.errors.isEmpty {
            for index in source.tokens.indices where source.isKind(index, .identifier) {
                let helper = helpers[source.text(index)]
                guard source.isWord(index, "register") || source.isWord(index, "autoregister") || helper != nil,
                    source.isKind(index - 1, .period), source.isKind(index + 1, .leftParen), let close = source.partner(of: index + 1)
                else { continue }
                read(source, sourceIndex, keyword: index, close: close, helper: helper, types)
            }
        }
    }

    /// `func name<S>(_ type: S.Type, _ make: @escaping () -> S) { register(type) { _ in make() }… }`
    /// at `keyword`: a helper whose body registers the closure it is given, called with the
    /// resolver (`{ r in make(r) }`) or without (`{ _ in make() }`), or passed on as it is
    /// (`register(type, factory: make)`, Swinject's `_register(type, factory: make)`), in one
    /// object scope. It may return the entry (`-> ServiceEntry<S>`) and take a name it passes
    /// on (`name: String? = nil`, then `_register(type, factory: make, name: name)`), as
    /// apps' `registerSingleton` helpers do.
    private static func registrationHelper(_ source: SwiftSource, keyword: Int) -> (String, RegistrationHelper)? {
        guard source.isKind(keyword + 1, .identifier),
            let open = (keyword + 2..<source.tokens.count).first(where: { source.isKind($0, .leftParen) }),
            let close = source.partner(of: open),
            let bodyOpen = (close + 1..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
            bodyOpen == close + 1 || source.text(close + 1) == "->", let bodyClose = source.partner(of: bodyOpen)
        else { return nil }
        guard let parameters = HelperParameters(source, open + 1..<close) else { return nil }
        let typeName = parameters.type
        let makeName = parameters.make
        var index = bodyOpen + 1
        if source.isWord(index, "return") { index += 1 }
        if source.isWord(index, "self"), source.isKind(index + 1, .period) { index += 2 }
        guard source.isWord(index, "register") || source.isWord(index, "_register"), source.isKind(index + 1, .leftParen),
            let callClose = source.partner(of: index + 1), source.isWord(index + 2, typeName)
        else { return nil }
        // The arguments after the type: `factory: make` and `name: name`, each the helper's own.
        let arguments = source.commaSeparated(index + 2..<callClose)
        guard arguments.first?.count == 1 else { return nil }
        var passed: [String: String] = [:]
        for piece in arguments.dropFirst() {
            guard piece.count == 3, source.isKind(piece.lowerBound + 1, .colon), source.isKind(piece.lowerBound + 2, .identifier) else {
                return nil
            }
            passed[source.text(piece.lowerBound)] = source.text(piece.lowerBound + 2)
        }
        guard Set(passed.keys).isSubset(of: ["factory", "name"]), passed["name"] == parameters.name else { return nil }
        let passesResolver: Bool
        var end: Int
        if passed["factory"] == makeName, passed.count == (parameters.name == nil ? 1 : 2) {
            // `register(type, factory: make)`, or Swinject's `_register(type, factory: make)`:
            // the closure it is given, which takes the resolver.
            passesResolver = true
            end = callClose
        } else {
            guard source.isWord(index, "register"), passed["factory"] == nil, let closure = FactoryClosure(source, at: callClose + 1),
                closure.parameters.count == 1, source.isWord(closure.body.lowerBound, makeName),
                source.isKind(closure.body.lowerBound + 1, .leftParen)
            else { return nil }
            let resolver = closure.parameters[0].name
            let call = closure.body.lowerBound + 1
            if closure.body.count == 3, source.isKind(call + 1, .rightParen) {
                passesResolver = false
            } else if closure.body.count == 4, source.isWord(call + 1, resolver), resolver != "_", source.isKind(call + 2, .rightParen) {
                passesResolver = true
            } else {
                return nil
            }
            end = closure.close
        }
        var objectScope: String?
        if source.isKind(end + 1, .period), source.isWord(end + 2, "inObjectScope"), source.isKind(end + 3, .leftParen),
            source.isKind(end + 4, .period), source.isKind(end + 6, .rightParen)
        {
            objectScope = source.text(end + 5)
            end += 6
        }
        guard end + 1 == bodyClose else { return nil }
        let helper = RegistrationHelper(objectScope: objectScope, passesResolver: passesResolver, passesName: parameters.name != nil)
        return (source.text(keyword + 1), helper)
    }

    /// A registration helper's parameters, by their internal names: the type's (first), the
    /// factory's, and the name's if it takes one (labelled `name`).
    private struct HelperParameters {
        let type: String
        let make: String
        let name: String?

        init?(_ source: SwiftSource, _ range: Range<Int>) {
            let pieces = source.commaSeparated(range)
            guard pieces.count == 2 || pieces.count == 3 else { return nil }
            // `_ type: S.Type` is label `_`, name `type`; `name: String? = nil` is both `name`.
            var parameters: [(label: String, name: String)] = []
            for piece in pieces {
                guard let colon = piece.first(where: { source.isKind($0, .colon) }), colon > piece.lowerBound,
                    source.isKind(colon - 1, .identifier)
                else { return nil }
                let name = source.text(colon - 1)
                parameters.append((colon - 1 > piece.lowerBound ? source.text(colon - 2) : name, name))
            }
            let rest = parameters.dropFirst()
            let named = rest.first { $0.label == "name" }
            guard rest.count == 1 || named != nil, let make = rest.first(where: { $0.label != "name" }) else { return nil }
            type = parameters[0].name
            self.make = make.name
            name = rest.count == 2 ? named?.name : nil
        }
    }

    /// The first token of the receiver chain whose last period is at `period`.
    static func chainStart(_ source: SwiftSource, period: Int) -> Int? {
        var start = period
        while true {
            if source.isKind(start - 1, .identifier) {
                start -= 1
            } else if source.isKind(start - 1, .rightParen), source.isKind(start - 2, .leftParen), source.isKind(start - 3, .identifier) {
                // `resolver()`: a function that returns the container.
                start -= 3
            } else {
                break
            }
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

    private mutating func read(
        _ source: SwiftSource, _ sourceIndex: Int, keyword: Int, close: Int, helper: RegistrationHelper?, _ types: TypeDirectory
    ) {
        guard let start = Self.chainStart(source, period: keyword - 1), source.startsLine(start) else { return }
        // The chain after the call: a trailing closure, then `.inObjectScope(.x)` and the like.
        var end = close
        var trailing: FactoryClosure?
        if source.isKind(end + 1, .leftBrace), source.tokens[end + 1].line == source.tokens[end].line {
            trailing = FactoryClosure(source, at: end + 1)
            end = trailing?.close ?? end
        }
        var objectScope = helper?.objectScope
        var objectScopeToken = helper.map { _ in keyword }
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
        // Other APIs are named `register` too (`notifications.register(type: …)`): a
        // registration passes a type's `.self` first, or a factory.
        let arguments = source.commaSeparated(keyword + 2..<close)
        func fail(_ id: MigrationMessage.ID, _ reason: String, at token: Int = keyword) {
            unreadable.append((sourceIndex, statement, token, Untranslatable(id, reason)))
            // What it registers, when its arguments say (a name that is not a literal does not).
            let nameArgument = arguments.dropFirst().first { source.isWord($0.lowerBound, "name") }
            let name = nameArgument.flatMap { $0.count == 3 ? Self.stringValue(source, $0.lowerBound + 2) : nil }
            if let first = arguments.first, let type = Self.metatype(source, first), nameArgument == nil || name != nil {
                unreadableRegistrations.insert(SwinjectDependency(type: ManifestEntry.spelled(type, types), name: name))
            }
            // `.implements(P.self, Q.self)`: the same registration, under the types it names.
            for index in close..<end where source.isWord(index, "implements") && source.isKind(index + 1, .leftParen) {
                guard let implementsClose = source.partner(of: index + 1) else { continue }
                for piece in source.commaSeparated(index + 2..<implementsClose) {
                    if let type = Self.metatype(source, piece) {
                        unreadableRegistrations.insert(SwinjectDependency(type: ManifestEntry.spelled(type, types)))
                    }
                }
            }
        }
        let passesAFactory = arguments.contains {
            source.isKind($0.lowerBound + 1, .colon) && ["factory", "initializer"].contains(source.text($0.lowerBound))
        }
        // Swinject's pass the type first, unlabelled, and a factory (`tableView.register(Cell.self,
        // forCellReuseIdentifier: …)` passes none; `shortcuts.register(keyType: …) { … }` a label).
        let firstIsLabelled = arguments.first.map { source.isKind($0.lowerBound + 1, .colon) } ?? true
        guard !firstIsLabelled, trailing != nil || passesAFactory else { return }
        // Nor a key (`capabilities.register("ActionExecutor") { … }`, an app's own registry).
        if let first = arguments.first, source.isKind(first.lowerBound, .string) { return }
        if let otherModifier {
            if source.isWord(otherModifier, "inObjectScope"), source.isKind(otherModifier + 1, .leftParen),
                let close = source.partner(of: otherModifier + 1), close > otherModifier + 2
            {
                let scope = source.oneLine(otherModifier + 2, close - 1)
                return fail(
                    .noStaticHubForm, "the object scope '\(scope)' is not '.container', '.transient', '.graph' or '.weak'",
                    at: otherModifier)
            }
            return fail(.noStaticHubForm, "'.\(source.text(otherModifier))' has no StaticHub form", at: otherModifier)
        }
        guard let first = arguments.first, let type = Self.metatype(source, first) else {
            return fail(.unreadableSwinjectRegistration, "its first argument is not a type's '.self'")
        }
        var name: String?
        var factory: SwinjectRegistration.Factory?
        for argument in arguments.dropFirst() {
            let label = source.text(argument.lowerBound)
            guard source.isKind(argument.lowerBound + 1, .colon), argument.count > 2 else {
                return fail(
                    .unreadableSwinjectRegistration,
                    "its argument '\(source.oneLine(argument.lowerBound, argument.upperBound - 1))' has no StaticHub form")
            }
            let value = argument.lowerBound + 2..<argument.upperBound
            switch label {
            case "name" where helper?.passesName ?? true:
                guard value.count == 1, let text = Self.stringValue(source, value.lowerBound) else {
                    return fail(.unreadableSwinjectRegistration, "its name is not a string literal")
                }
                name = text
            case _ where helper != nil:
                guard let closure = FactoryClosure(source, at: value.lowerBound), closure.close == value.upperBound - 1 else {
                    return fail(.unreadableSwinjectRegistration, "its argument '\(label):' is not a closure")
                }
                factory = .closure(closure)
            case "factory":
                guard let closure = FactoryClosure(source, at: value.lowerBound), closure.close == value.upperBound - 1 else {
                    return fail(.unreadableSwinjectRegistration, "its factory is not a closure")
                }
                factory = .closure(closure)
            case "initializer":
                factory = .initializer(value.lowerBound...(value.upperBound - 1))
            case "argument", "arguments":
                return fail(
                    .noStaticHubForm,
                    "an autoregistration with arguments has no StaticHub form; write it as 'Register' with '.explicit' parameters")
            default:
                return fail(.unreadableSwinjectRegistration, "its argument '\(label):' has no StaticHub form")
            }
        }
        if let trailing { factory = .closure(trailing) }
        guard let factory else { return fail(.unreadableSwinjectRegistration, "it has no factory") }
        registrations.append(
            SwinjectRegistration(
                sourceIndex: sourceIndex, statement: statement, keyword: keyword, type: ManifestEntry.spelled(type, types), name: name,
                factory: factory, objectScope: objectScope, objectScopeToken: objectScopeToken,
                takesResolver: helper?.passesResolver ?? true, condition: source.conditionClauses(at: keyword)))
    }

    /// The names of the generic parameters `source` declares: `Service` of `struct Inject<Service>`
    /// and of `func make<Service: AnyObject>()`.
    /// The types whose extensions in `sources` declare a static resolve that returns a value,
    /// not an optional: `Assembler` for `extension Assembler { static func resolve<Service>(_
    /// serviceType: Service.Type) -> Service { … } }` (Windscribe's). `Assembler.resolve(T.self)`
    /// is then a value, as the hub's resolve is.
    static func valueResolvingTypes(in sources: [SwiftSource]) -> Set<String> {
        var types: Set<String> = []
        for source in sources {
            for index in source.tokens.indices where source.isWord(index, "resolve") && source.isWord(index - 1, "func") {
                guard source.isWord(index - 2, "static"), source.text(index + 1) == "<", source.isKind(index + 2, .identifier),
                    source.text(index + 3) == ">", source.isKind(index + 4, .leftParen), let close = source.partner(of: index + 4),
                    source.isOperator(close + 1, "->"), source.isWord(close + 2, source.text(index + 2)),
                    !source.isOperator(close + 3, "?"), let type = extendedType(around: index, in: source)
                else { continue }
                types.insert(type)
            }
        }
        return types
    }

    /// The name after `extension` of the extension whose body holds token `index`.
    private static func extendedType(around index: Int, in source: SwiftSource) -> String? {
        var depth = 0
        var position = index
        while position > 0 {
            position -= 1
            if source.isKind(position, .rightBrace) {
                depth += 1
            } else if source.isKind(position, .leftBrace) {
                guard depth == 0 else {
                    depth -= 1
                    continue
                }
                var keyword = position - 1
                while keyword > 0, source.tokens[keyword].line == source.tokens[position].line, !source.isWord(keyword, "extension") {
                    keyword -= 1
                }
                return source.isWord(keyword, "extension") && source.isKind(keyword + 1, .identifier) ? source.text(keyword + 1) : nil
            }
        }
        return nil
    }

    static func genericParameterNames(in source: SwiftSource) -> Set<String> {
        let declarations: Set = ["struct", "class", "enum", "actor", "func", "typealias"]
        var names: Set<String> = []
        for index in source.tokens.indices where source.text(index) == "<" {
            guard source.isKind(index - 1, .identifier), declarations.contains(source.text(index - 2)) else { continue }
            var depth = 0
            var position = index
            while position < source.tokens.count {
                let text = source.text(position)
                if text == "<" { depth += 1 } else if text == ">" { depth -= 1 }
                if depth == 0 { break }
                if depth == 1, source.isKind(position, .identifier), ["<", ","].contains(source.text(position - 1)) {
                    names.insert(source.text(position))
                }
                position += 1
            }
        }
        return names
    }
}
