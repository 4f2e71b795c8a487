/// Finds imports, type declarations and manifests in one lexed file.
///
/// It walks the tokens once. Type bodies are entered (manifests and nested hubs live
/// there); every other bracketed group, such as a function body, is skipped whole
/// through `BracketMatches`, so nothing here recurses.
struct FileParser {
    private let file: LexedFile
    private let matches: BracketMatches
    // What `parse` returns, found as the walk goes.
    private var imports: [ImportDeclaration] = []
    private var typeDeclarations: [TypeDeclaration] = []
    private var nestedTypeAliases: [String] = []
    private var manifests: [Manifest] = []
    private var globalActors: [String] = []
    private var diagnostics: [Diagnostic] = []
    private var scopes: [Scope] = []
    private var conditions: [ConditionalBlock] = []

    /// A type or extension body being walked.
    private struct Scope {
        var typeName: String
        /// Index of the closing brace.
        var end: Int
        var extensionAccess: AccessLevel?
        var isProtocol: Bool
        /// A type declared under `#if` (or inside one that is): the extension the generator
        /// writes for a hub could not repeat the condition.
        var isConditionalType = false
    }

    /// An `#if` block: the conditions of the clauses before the current one, and the
    /// current clause's own (nil in `#else`).
    private struct ConditionalBlock {
        var previousConditions: [String]
        var condition: String?

        var effectiveCondition: String {
            let negated = previousConditions.map { "!(\($0))" }
            let current = condition.map { previousConditions.isEmpty ? $0 : "(\($0))" }
            return (negated + [current].compactMap { $0 }).joined(separator: " && ")
        }
    }

    private init(file: LexedFile) {
        self.file = file
        self.matches = BracketMatches(file)
    }

    /// The file's parse, and its problems (which a dependency's summary leaves out: they are
    /// its own build's to report).
    static func parse(_ file: LexedFile) -> (file: ParsedFile, diagnostics: [Diagnostic]) {
        var parser = FileParser(file: file)
        // An unterminated literal swallows the rest of the file, so its brackets say nothing
        // more; and positions past an unmatched bracket mean nothing.
        parser.diagnostics = file.diagnostics.containsError ? file.diagnostics : parser.matches.diagnostics
        if !parser.diagnostics.containsError {
            parser.run()
        }
        let parsed = ParsedFile(
            path: file.source.path, imports: parser.imports, typeDeclarations: parser.typeDeclarations,
            nestedTypeAliases: parser.nestedTypeAliases, manifests: parser.manifests, globalActors: parser.globalActors)
        return (parsed, parser.diagnostics)
    }

    private mutating func run() {
        var index = 0
        let tokens = file.tokens
        while index < tokens.count {
            if let scope = scopes.last, index == scope.end {
                scopes.removeLast()
                index += 1
                continue
            }
            switch tokens[index].kind {
            case .poundKeyword:
                index = readCompilerDirective(at: index)
            case .leftBrace, .leftParen, .leftBracket:
                index = (matches.partner(of: index) ?? tokens.count) + 1
            case .identifier:
                index = readDeclaration(at: index)
            default:
                index += 1
            }
        }
    }

    private mutating func readDeclaration(at index: Int) -> Int {
        switch file.text(file.tokens[index]) {
        case "import" where scopes.isEmpty:
            return readImport(at: index)
        case "class" where Self.wordsAfterClassModifier.contains(nextWord(after: index)):
            return index + 1
        case "enum", "struct", "class", "actor", "protocol", "extension":
            return readTypeDeclaration(at: index)
        case "typealias":
            if let scope = scopes.last, file.isKind(index + 1, .identifier) {
                nestedTypeAliases.append(scope.typeName + "." + file.text(file.tokens[index + 1]))
            }
            return index + 1
        case "let":
            return readStoredProperty(at: index)
        case "var":
            return readVariable(at: index)
        default:
            return index + 1
        }
    }

    // MARK: Imports

    private mutating func readImport(at index: Int) -> Int {
        let prefix = readPrefix(before: index)
        var end = index + 1
        if Self.importKinds.contains(nextWord(after: index)) { end += 1 }
        guard file.isKind(end, .identifier) else { return index + 1 }
        while file.isKind(end + 1, .period), file.isKind(end + 2, .identifier) { end += 2 }
        let text = file.text(from: prefix.start, through: end)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let condition = conditions.isEmpty ? nil : conditions.map(\.effectiveCondition).joined(separator: " && ")
        imports.append(ImportDeclaration(text: text, condition: condition))
        return end + 1
    }

    // MARK: Types

    private mutating func readTypeDeclaration(at index: Int) -> Int {
        let keyword = file.text(file.tokens[index])
        var position = index + 1
        guard file.isKind(position, .identifier) else { return index + 1 }
        var name = file.text(file.tokens[position])
        if keyword == "extension" {
            while file.isKind(position + 1, .period), file.isKind(position + 2, .identifier) {
                name += "." + file.text(file.tokens[position + 2])
                position += 2
            }
        }
        position += 1
        let isGeneric = file.isKind(position, .operator) && file.text(file.tokens[position]).hasPrefix("<")
        // The body is the first brace after the header (generics, inheritance, `where`).
        // The names after the colon, up to `where`, are what the type inherits.
        var inheritedNames: [String] = []
        var isInInheritance = false
        while position < file.tokens.count, file.tokens[position].kind != .leftBrace {
            switch file.tokens[position].kind {
            case .leftParen, .leftBracket:
                position = (matches.partner(of: position) ?? file.tokens.count) + 1
            case .rightBrace, .semicolon:
                return position
            case .colon where !isInInheritance && inheritedNames.isEmpty:
                isInInheritance = true
                position += 1
            case .identifier where isInInheritance:
                let word = file.text(file.tokens[position])
                if word == "where" { isInInheritance = false } else { inheritedNames.append(word) }
                position += 1
            default:
                position += 1
            }
        }
        guard position < file.tokens.count, let end = matches.partner(of: position) else { return position }

        let prefix = readPrefix(before: index)
        let enclosing = scopes.last
        let access = Self.accessLevel(in: prefix.modifiers)
        if keyword == "extension" {
            scopes.append(Scope(typeName: name, end: end, extensionAccess: access, isProtocol: false))
        } else {
            let qualifiedName = enclosing.map { $0.typeName + "." + name } ?? name
            typeDeclarations.append(
                TypeDeclaration(
                    qualifiedName: qualifiedName,
                    kind: TypeDeclaration.Kind(rawValue: keyword)!,
                    declaredAccess: access,
                    extensionAccess: enclosing?.extensionAccess,
                    enclosingTypeName: enclosing?.typeName,
                    attributes: prefix.attributes,
                    isNonisolated: prefix.modifiers.contains("nonisolated"),
                    inheritedNames: inheritedNames,
                    isGeneric: isGeneric,
                    location: file.location(ofToken: index + 1)
                )
            )
            if prefix.attributes.contains("globalActor") {
                globalActors.append(qualifiedName)
            }
            let isConditionalType = !conditions.isEmpty || enclosing?.isConditionalType == true
            scopes.append(
                Scope(
                    typeName: qualifiedName, end: end, extensionAccess: nil, isProtocol: keyword == "protocol",
                    isConditionalType: isConditionalType))
        }
        return position + 1
    }

    // MARK: Manifests

    /// The declared type of `let`/`var NAME: TYPE` at `index`, up to the token that ends it
    /// (`=`, which the lexer may have glued to a `>`, or `{`), and that token's index.
    private func declaredType(at index: Int) -> (text: String, end: Int)? {
        guard file.isKind(index + 1, .identifier), file.isKind(index + 2, .colon) else { return nil }
        var position = index + 3
        var typeText = ""
        while position < file.tokens.count {
            let token = file.tokens[position]
            let text = file.text(token)
            if token.kind == .operator, text.hasSuffix("=") {
                return (typeText + text.dropLast(), position)
            }
            if token.kind == .leftBrace { return (typeText, position) }
            guard
                token.kind == .identifier || token.kind == .period || token.kind == .operator
                    || token.kind == .leftBracket || token.kind == .rightBracket
            else { return nil }
            typeText += text
            position += 1
        }
        return nil
    }

    /// `static let all = [AutoRegister(…), …]`: a manifest without its type, which the
    /// compiler accepts and the generator would otherwise pass over without a word.
    private mutating func warnIfUnannotatedManifest(at index: Int) {
        guard file.isKind(index + 1, .identifier), file.isKind(index + 2, .operator), file.text(file.tokens[index + 2]) == "=",
            file.isKind(index + 3, .leftBracket), file.isKind(index + 4, .identifier), file.isKind(index + 5, .leftParen),
            RegistrationKind(name: file.text(file.tokens[index + 4])) != nil
        else { return }
        let name = file.text(file.tokens[index + 1])
        diagnostics.append(Diagnostic(.FindingManifests.manifestWithoutTypeAnnotation(name), at: file.location(ofToken: index + 1)))
    }

    /// `static var all: [HubRegistration] { [ … ] }`, a computed manifest whose getter is one
    /// array literal, is read like a `static let`: the job that emits the module skips a
    /// getter's body, where it type-checks a stored property's initializer on every build.
    /// Any other `var` of a manifest's type, stored or computed, is not read: say so.
    private mutating func readVariable(at index: Int) -> Int {
        warnIfUnannotatedManifest(at: index)
        guard let (typeText, end) = declaredType(at: index), Self.manifestTypeSpellings.contains(typeText) else { return index + 1 }
        if file.isKind(end, .leftBrace), let getterEnd = matches.partner(of: end), readPrefix(before: index).modifiers.contains("static") {
            var literal = end + 1
            if file.isKind(literal, .identifier), file.text(file.tokens[literal]) == "return" { literal += 1 }
            if file.isKind(literal, .leftBracket), let close = matches.partner(of: literal), close + 1 == getterEnd {
                return readManifest(declaredAt: index, array: literal).map { _ in getterEnd + 1 } ?? end
            }
        }
        let name = file.text(file.tokens[index + 1])
        diagnostics.append(Diagnostic(.FindingManifests.manifestIsVariable(name), at: file.location(ofToken: index + 1)))
        return index + 1
    }

    private mutating func readStoredProperty(at index: Int) -> Int {
        warnIfUnannotatedManifest(at: index)
        guard let (typeText, end) = declaredType(at: index), file.text(file.tokens[end]).hasSuffix("="),
            Self.manifestTypeSpellings.contains(typeText)
        else { return index + 1 }
        let initializer = end + 1
        return readManifest(declaredAt: index, array: initializer).map { $0 + 1 } ?? initializer
    }

    /// The manifest declared by the `let` or `var` at `index`, whose array literal starts at
    /// `array`: its registrations, or a warning saying why it is not read. Returns the index
    /// of the literal's closing bracket, or nil when it was not read.
    private mutating func readManifest(declaredAt index: Int, array initializer: Int) -> Int? {
        let nameLocation = file.location(ofToken: index + 1)
        let prefix = readPrefix(before: index)

        guard let scope = scopes.last, !scope.isProtocol, prefix.modifiers.contains("static") else {
            diagnostics.append(Diagnostic(.FindingManifests.manifestNotStatic, at: nameLocation))
            return nil
        }
        guard !scope.isConditionalType else {
            diagnostics.append(Diagnostic(.FindingManifests.hubUnderCondition(scope.typeName), at: nameLocation))
            return nil
        }
        guard file.isKind(initializer, .leftBracket), let close = matches.partner(of: initializer) else {
            diagnostics.append(Diagnostic(.FindingManifests.manifestNotArrayLiteral, at: nameLocation))
            return nil
        }
        var parser = RegistrationParser(file: file, matches: matches, hubName: scope.typeName)
        var registrations = parser.parseElements(from: initializer + 1, to: close)
        diagnostics += parser.diagnostics
        let isConditional = !conditions.isEmpty
        if isConditional {
            let condition = BuildCondition(clauses: conditions.map(\.effectiveCondition))
            registrations = admittedUnderCondition(registrations, parser).map { $0.declared(under: condition) }
        }
        if registrations.count > Vocabulary.longestManifest {
            let name = file.text(file.tokens[index + 1])
            diagnostics.append(
                Diagnostic(
                    .FindingManifests.manifestTooLong(name, registrations: registrations.count, limit: Vocabulary.longestManifest),
                    at: nameLocation))
        }
        manifests.append(
            Manifest(
                hubName: scope.typeName, location: nameLocation, registrations: registrations,
                imports: isConditional ? [] : parser.imports, requirements: isConditional ? [] : parser.requirements,
                taskScopes: isConditional ? [] : parser.taskScopes
            )
        )
        return close
    }

    /// The registrations a manifest under `#if` may hold, reporting the elements it may not:
    /// those whose declarations the hub gathers in one place (its task and process scopes,
    /// imports, requirements and collections), which one registration's `#if` cannot enclose.
    private mutating func admittedUnderCondition(_ registrations: [Registration], _ parser: RegistrationParser) -> [Registration] {
        var refused = parser.imports.map { (HubImportReference.functionName, $0.location) }
        refused += parser.requirements.filter { !$0.hasDefault }.map { (Requirement.functionName, $0.location) }
        refused += parser.taskScopes.map { (TaskScopeDeclaration.functionName, $0.location) }
        let admitted = registrations.filter { registration in
            let kind = registration.kind
            guard kind.isCollectionElement || kind.isScopeInput || kind == .requirementDefault || registration.scope != nil else {
                return true
            }
            refused.append((kind.rawValue, registration.location))
            return false
        }
        for (element, location) in refused.sorted(by: { ($0.1.line, $0.1.column) < ($1.1.line, $1.1.column) }) {
            diagnostics.append(Diagnostic(.FindingManifests.elementUnderCondition(element), at: location))
        }
        return admitted
    }

    // MARK: Compiler directives

    private mutating func readCompilerDirective(at index: Int) -> Int {
        let directive = file.text(file.tokens[index])
        // A condition runs to the end of the directive's line.
        var end = index + 1
        while end < file.tokens.count, file.tokens[end].line == file.tokens[index].line { end += 1 }
        let condition = end > index + 1 ? file.text(from: index + 1, through: end - 1) : ""
        switch directive {
        case "#if":
            conditions.append(ConditionalBlock(previousConditions: [], condition: condition))
            return end
        case "#elseif":
            guard var block = conditions.popLast() else { return end }
            block.previousConditions += [block.condition].compactMap { $0 }
            block.condition = condition
            conditions.append(block)
            return end
        case "#else":
            guard var block = conditions.popLast() else { return index + 1 }
            block.previousConditions += [block.condition].compactMap { $0 }
            block.condition = nil
            conditions.append(block)
            return index + 1
        case "#endif":
            _ = conditions.popLast()
            return index + 1
        default:
            return index + 1
        }
    }

    // MARK: Attributes and modifiers

    private struct Prefix {
        var start: Int
        var modifiers: [String] = []
        var attributes: [String] = []
    }

    /// Reads the attributes and modifiers written before the declaration keyword at `index`.
    private func readPrefix(before index: Int) -> Prefix {
        var prefix = Prefix(start: index)
        var position = index - 1
        while position >= 0 {
            let token = file.tokens[position]
            if token.kind == .identifier {
                let word = file.text(token)
                if file.isKind(position - 1, .at) {
                    prefix.attributes.append(word)
                    position -= 2
                } else if Self.modifiers.contains(word) {
                    prefix.modifiers.append(word)
                    position -= 1
                } else {
                    break
                }
            } else if token.kind == .rightParen, let open = matches.partner(of: position), file.isKind(open - 1, .identifier) {
                let word = file.text(file.tokens[open - 1])
                if file.isKind(open - 2, .at) {
                    prefix.attributes.append(word)
                    position = open - 3
                } else if Self.modifiers.contains(word) {
                    // `private(set)`, `nonisolated(unsafe)`: not an access level of the declaration.
                    position = open - 2
                } else {
                    break
                }
            } else {
                break
            }
            prefix.start = position + 1
        }
        return prefix
    }

    private func nextWord(after index: Int) -> String {
        file.isKind(index + 1, .identifier) ? file.text(file.tokens[index + 1]) : ""
    }

    private static func accessLevel(in modifiers: [String]) -> AccessLevel? {
        modifiers.lazy.compactMap { AccessLevel(rawValue: $0) }.first
    }

    private static let manifestTypeSpellings: Set = [
        "[HubRegistration]", "[StaticHub.HubRegistration]",
        "Array<HubRegistration>", "Array<StaticHub.HubRegistration>"
    ]

    private static let modifiers: Set = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "class",
        "nonisolated", "indirect", "lazy", "override", "required", "convenience", "dynamic", "mutating",
        "nonmutating", "weak", "unowned", "optional", "distributed", "consuming", "borrowing"
    ]

    /// After these, `class` is a modifier (`class func`), not a class declaration.
    private static let wordsAfterClassModifier: Set = [
        "func", "var", "let", "subscript", "init", "deinit", "static", "final", "override", "public",
        "private", "fileprivate", "internal", "package", "open", "nonisolated", "convenience", "required"
    ]

    private static let importKinds: Set = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
}
