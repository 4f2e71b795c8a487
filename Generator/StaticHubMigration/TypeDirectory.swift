import StaticHubGenerator

/// The types the input declares, as far as a migration needs them: whether a registered type
/// is public, a protocol or a class, whether an implementation is main-actor isolated (the
/// generator's reading of declarations, `DeclaredTypeFacts`), and the parameter types of the
/// initializer an autoregistration names, which only a migration reads.
struct TypeDirectory {
    struct Declaration {
        typealias Kind = TypeKind

        let facts: DeclaredTypeFacts
        /// The file that declares it.
        let path: String
        /// Declares initializers, each of them `nonisolated`: a main-actor type made off the actor.
        var hasOnlyNonisolatedInitializers = false
        /// Each initializer's parameters.
        var initializers: [[Parameter]] = []
        /// Each static (or class) function's parameters, by its name: `make` of `static func make(…)`.
        var staticFunctions: [String: [[Parameter]]] = [:]
        /// A struct's stored properties, the parameters of its memberwise initializer; nil when
        /// one has no written type.
        var memberwiseParameters: [Parameter]? = []

        var kind: Kind { facts.kind }
        var isPublic: Bool { facts.isPublic }
        var isFilePrivate: Bool { facts.isFilePrivate }
        var isMainActor: Bool { facts.isMainActor }
        var isClassBound: Bool { facts.isClassBound }
        var declaresSendable: Bool { facts.declaresSendable }
    }

    struct Parameter: Equatable {
        /// The argument label; `_` for none.
        var label: String
        var type: String
    }

    private(set) var declarations: [String: Declaration] = [:]
    /// Every capitalised name the files use: the types they declare and those they name from
    /// their imports, which a name the migration invents must not hide.
    private(set) var capitalisedNames: Set<String> = []

    /// Why a registration of `type` stays when its file alone sees the type: the code the
    /// generator writes for a manifest lives in another file of the module.
    func filePrivateReason(registering type: String) -> Untranslatable? {
        guard self[type]?.isFilePrivate == true else { return nil }
        return Untranslatable(
            .privateType,
            "it registers '\(type)', which is private to its file, and the code generated for a manifest lives in another file; "
                + "make it internal, then run again")
    }

    /// The caveat of a registration that shares one instance of a class these files declare
    /// neither `Sendable` nor isolated: Swift 6 rejects the singleton's storage, on the
    /// manifest line, until it is one or the other.
    func sendabilityCaveat(of entry: ManifestEntry) -> String? {
        guard [.singleton, .scoped].contains(entry.kind.lifetime), entry.isolation == nil,
            let declaration = self[entry.type], [.class, .protocol].contains(declaration.kind), !declaration.isMainActor,
            !declaration.declaresSendable
        else { return nil }
        // An existential is as `Sendable` as its protocol says: Swift 6 rejects the shared
        // instance of any protocol that does not refine `Sendable`.
        let fix =
            declaration.kind == .protocol ? "make '\(TypeDirectory.baseName(of: entry.type))' refine 'Sendable'" : "make it 'Sendable'"
        return "'\(entry.type)' is now one instance shared across threads, which Swift 6 accepts of a 'Sendable' "
            + "\(declaration.kind == .protocol ? "type" : "class"): \(fix), or isolate the registration ('isolation: MainActor.self')"
    }

    init(_ sources: [SwiftSource]) {
        for source in sources where source.errors.isEmpty {
            read(source)
            for index in source.tokens.indices where source.isKind(index, .identifier) {
                let name = source.text(index)
                if name.first?.isUppercase == true { capitalisedNames.insert(name) }
            }
        }
    }

    /// The declaration of the type a manifest spells `type` (`(any P)`, `Outer.Inner`, `P?`).
    subscript(type: String) -> Declaration? {
        declarations[Self.baseName(of: type)]
    }

    /// The initializers `Type.init` can name: those it declares, else a struct's memberwise
    /// one or a class's `init()`; only those with `labels` when they are given.
    func initializers(of declaration: Declaration, labels: [String]?) -> [[Parameter]] {
        var candidates = declaration.initializers
        if candidates.isEmpty, declaration.kind == .struct, let memberwise = declaration.memberwiseParameters { candidates = [memberwise] }
        if candidates.isEmpty, declaration.kind == .class { candidates = [[]] }
        guard let labels else { return candidates }
        return candidates.filter { $0.map(\.label) == labels }
    }

    /// The functions `Type.name` can name: its static functions called `name`, with `labels`
    /// when they are given.
    func staticFunctions(named name: String, of declaration: Declaration, labels: [String]?) -> [[Parameter]] {
        let candidates = declaration.staticFunctions[name] ?? []
        guard let labels else { return candidates }
        return candidates.filter { $0.map(\.label) == labels }
    }

    /// `P` for `(any P)?`, `Inner` for `Outer.Inner`, `Box` for `Box<Int>`.
    static func baseName(of type: String) -> String {
        var text = Substring(type)
        while let first = text.first, "( ".contains(first) { text = text.dropFirst() }
        for keyword in ["any ", "some "] where text.hasPrefix(keyword) { text = text.dropFirst(keyword.count) }
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return String(name.split(separator: ".").last ?? "")
    }

    /// Each type the generator's reading finds, by its name, with the members read from its body.
    private mutating func read(_ source: SwiftSource) {
        var facts: [Int: [Int: DeclaredTypeFacts]] = [:]
        for declared in DeclaredTypeFacts.declared(in: source.file) {
            facts[declared.location.line, default: [:]][declared.location.column] = declared
        }
        for index in source.tokens.indices where TypeKind(rawValue: source.text(index)) != nil && source.isKind(index + 1, .identifier) {
            let name = source.location(index + 1)
            guard let found = facts[name.line]?[name.column],
                let open = (index..<source.tokens.count).first(where: { source.isKind($0, .leftBrace) }),
                let close = source.partner(of: open)
            else { continue }
            var declaration = Declaration(facts: found, path: source.path)
            readMembers(source, open: open, close: close, into: &declaration)
            declarations[source.text(index + 1)] = declaration
        }
    }

    private func readMembers(_ source: SwiftSource, open: Int, close: Int, into declaration: inout Declaration) {
        var index = open + 1
        while index < close {
            let token = source.tokens[index]
            if [.leftBrace, .leftParen, .leftBracket].contains(token.kind) {
                index = (source.partner(of: index) ?? close) + 1
                continue
            }
            if source.isWord(index, "init"), !source.isKind(index - 1, .period) {
                var parenthesis = index + 1
                if source.isOperator(parenthesis, "?") || source.isOperator(parenthesis, "!") { parenthesis += 1 }
                if source.isKind(parenthesis, .leftParen), let end = source.partner(of: parenthesis) {
                    let nonisolated = source.isWord(index - 1, "nonisolated") || source.isWord(index - 2, "nonisolated")
                    declaration.hasOnlyNonisolatedInitializers =
                        nonisolated && (declaration.initializers.isEmpty || declaration.hasOnlyNonisolatedInitializers)
                    declaration.initializers.append(parameters(source, parenthesis + 1..<end))
                    index = end + 1
                    continue
                }
            }
            if source.isWord(index, "func"), isStaticMember(source, at: index), source.isKind(index + 1, .identifier) {
                var parenthesis = index + 2
                if source.isOperator(parenthesis, "<"), let close = (parenthesis..<close).first(where: { source.isOperator($0, ">") }) {
                    parenthesis = close + 1
                }
                if source.isKind(parenthesis, .leftParen), let end = source.partner(of: parenthesis) {
                    declaration.staticFunctions[source.text(index + 1), default: []].append(parameters(source, parenthesis + 1..<end))
                    index = end + 1
                    continue
                }
            }
            if source.isWord(index, "let") || source.isWord(index, "var"), !isStaticMember(source, at: index) {
                index = readStoredProperty(source, at: index, close: close, into: &declaration)
                continue
            }
            index += 1
        }
    }

    private func isStaticMember(_ source: SwiftSource, at index: Int) -> Bool {
        var position = index - 1
        while source.isKind(position, .identifier) {
            if ["static", "class", "lazy"].contains(source.text(position)) { return true }
            if !SwiftSource.declarationModifiers.contains(source.text(position)) { return false }
            position -= 1
        }
        return false
    }

    /// Reads `let name: Type = value` or `var name: Type { … }`; returns where reading goes on.
    private func readStoredProperty(_ source: SwiftSource, at index: Int, close: Int, into declaration: inout Declaration) -> Int {
        let isLet = source.isWord(index, "let")
        guard source.isKind(index + 1, .identifier) else { return index + 1 }
        let name = source.text(index + 1)
        let line = source.tokens[index].line
        var end = index + 2
        var typeRange: Range<Int>?
        if source.isKind(end, .colon) {
            var typeEnd = end + 1
            while typeEnd < close, source.tokens[typeEnd].line == line, !source.isOperator(typeEnd, "="),
                !source.isKind(typeEnd, .leftBrace), !source.isKind(typeEnd, .semicolon)
            {
                typeEnd =
                    [.leftParen, .leftBracket].contains(source.tokens[typeEnd].kind)
                    ? (source.partner(of: typeEnd) ?? close) + 1 : typeEnd + 1
            }
            typeRange = end + 1..<typeEnd
            end = typeEnd
        }
        if source.isKind(end, .leftBrace) {
            // A computed property, unless the braces only hold observers.
            let isObserved = source.isWord(end + 1, "willSet") || source.isWord(end + 1, "didSet")
            let after = (source.partner(of: end) ?? close) + 1
            guard isObserved else { return after }
            end = after
        }
        // Reading goes on after the `=` (its value is skipped as any other tokens are), or at
        // the token after the declaration.
        let next = source.isOperator(end, "=") ? end + 1 : end
        if isLet, source.isOperator(end, "=") { return next }
        guard let typeRange, !typeRange.isEmpty else {
            declaration.memberwiseParameters = nil
            return next
        }
        declaration.memberwiseParameters?.append(
            Parameter(label: name, type: source.oneLine(typeRange.lowerBound, typeRange.upperBound - 1)))
        return next
    }

    /// The parameters of a parameter clause's inside.
    private func parameters(_ source: SwiftSource, _ range: Range<Int>) -> [Parameter] {
        source.commaSeparated(range).compactMap { piece in
            guard let colon = source.separators(.colon, in: piece).first, colon > piece.lowerBound else { return nil }
            let label = source.text(piece.lowerBound)
            let typeEnd = (colon + 1..<piece.upperBound).first { source.isOperator($0, "=") } ?? piece.upperBound
            var typeStart = colon + 1
            // Attributes and ownership words are not part of the type a manifest names.
            while typeStart < typeEnd {
                if source.isKind(typeStart, .at), ["escaping", "autoclosure"].contains(source.text(typeStart + 1)) {
                    typeStart += 2
                } else if ["inout", "borrowing", "consuming", "__owned", "__shared"].contains(source.text(typeStart)) {
                    typeStart += 1
                } else {
                    break
                }
            }
            guard typeStart < typeEnd else { return nil }
            return Parameter(label: label, type: source.oneLine(typeStart, typeEnd - 1))
        }
    }
}
