/// Reads a target's default actor isolation from the `Package.swift` that declares it: the
/// build plugin API tells a plugin a target's sources and dependencies, not its settings.
///
/// The manifest is read, not run: a `.defaultIsolation(…)` setting counts where the target's
/// own `swiftSettings:` argument writes it, in a top-level `let`/`var` that argument names
/// (also inside `+` and other lets), or in a `for … in package.targets` loop that sets it on
/// every target. A loop with a condition (`where`, `if`, `guard`, `switch`) is not followed:
/// the answer is then unknown, and the generator says so.
enum PackageManifestIsolation {
    /// What the manifest says of one target.
    enum Finding: Equatable, Sendable {
        case declared(DefaultIsolation)
        /// No setting: the language's default, nonisolated.
        case notSet
        /// A setting the reader cannot follow, at the token where it stands.
        case unknown(SourceLocation)
    }

    static func finding(forTarget target: String, in source: SourceFile) -> Finding {
        let file = Lexer.tokenize(source)
        let reader = Reader(file: file, matches: BracketMatches(file))
        return reader.finding(forTarget: target)
    }

    private struct Reader {
        let file: LexedFile
        let matches: BracketMatches

        func finding(forTarget target: String) -> Finding {
            var result = Finding.notSet
            if let loop = loopFinding() { result = loop }
            // The target's own setting is applied when the target is made, before a loop runs
            // over `package.targets`: the loop's, when it sets one, wins.
            if let settings = settingsArgument(ofTarget: target), let own = isolation(in: settings, following: []) {
                if case .notSet = result { result = own }
            }
            return result
        }

        // MARK: The target's settings

        /// The token range of the `swiftSettings:` argument of the call that declares `target`
        /// (`.target(name: "App", …)`, `.executableTarget`, `.testTarget`, `Target.target`).
        private func settingsArgument(ofTarget target: String) -> Range<Int>? {
            let quoted = "\"" + target + "\""
            for index in file.tokens.indices
            where file.isIdentifier(index, "name") && file.isKind(index + 1, .colon) && file.isKind(index + 2, .string)
                && file.text(file.tokens[index + 2]) == quoted
            {
                guard let open = enclosingParenthesis(of: index), let close = matches.partner(of: open),
                    file.isKind(open - 1, .identifier), file.text(file.tokens[open - 1]).lowercased().hasSuffix("target")
                else { continue }
                return argument(labelled: "swiftSettings", from: open + 1, to: close)
            }
            return nil
        }

        /// The `(` whose arguments hold the token at `index` directly.
        private func enclosingParenthesis(of index: Int) -> Int? {
            var position = index - 1
            while position >= 0 {
                let token = file.tokens[position]
                switch token.kind {
                case .rightParen, .rightBracket, .rightBrace:
                    guard let open = matches.partner(of: position) else { return nil }
                    position = open - 1
                case .leftParen:
                    return position
                case .leftBracket, .leftBrace:
                    return nil
                default:
                    position -= 1
                }
            }
            return nil
        }

        /// The tokens of the argument `label:` among those from `start` to `end` (a closing
        /// parenthesis), up to the next comma at that level.
        private func argument(labelled label: String, from start: Int, to end: Int) -> Range<Int>? {
            var position = start
            var valueStart: Int?
            while position < end {
                let token = file.tokens[position]
                if let close = closing(ofOpeningAt: position) {
                    position = close + 1
                    continue
                }
                if token.kind == .comma {
                    if let valueStart { return valueStart..<position }
                } else if valueStart == nil, file.isIdentifier(position, label), file.isKind(position + 1, .colon) {
                    valueStart = position + 2
                    position += 2
                    continue
                }
                position += 1
            }
            return valueStart.map { $0..<end }
        }

        /// The partner of the bracket that opens at `index`, so a scan can step over what it holds.
        private func closing(ofOpeningAt index: Int) -> Int? {
            [Token.Kind.leftParen, .leftBracket, .leftBrace].contains(file.tokens[index].kind) ? matches.partner(of: index) : nil
        }

        // MARK: Settings as written

        /// The last `.defaultIsolation(…)` in `range`, following the names of top-level
        /// `let`s and `var`s it uses; nil when it sets none.
        private func isolation(in range: Range<Int>, following seen: Set<String>) -> Finding? {
            var found: Finding?
            var position = range.lowerBound
            while position < range.upperBound {
                if let setting = setting(at: position) {
                    found = setting
                } else if file.isKind(position, .identifier), !file.isKind(position - 1, .period) {
                    let name = file.text(file.tokens[position])
                    if !seen.contains(name), let initializer = initializer(ofTopLevel: name),
                        let inner = isolation(in: initializer, following: seen.union([name]))
                    {
                        found = inner
                    }
                }
                position += 1
            }
            return found
        }

        /// `defaultIsolation(MainActor.self)` or `defaultIsolation(nil)` at `index`.
        private func setting(at index: Int) -> Finding? {
            guard file.isIdentifier(index, "defaultIsolation"), file.isKind(index + 1, .leftParen) else { return nil }
            if file.isIdentifier(index + 2, "MainActor") { return .declared(.mainActor) }
            if file.isIdentifier(index + 2, "nil") { return .declared(.nonisolated) }
            return .unknown(file.location(ofToken: index))
        }

        /// The initializer of `let NAME = …` or `var NAME: T = …` at the top level, up to the
        /// next top-level statement's keyword.
        private func initializer(ofTopLevel name: String) -> Range<Int>? {
            var position = 0
            while position < file.tokens.count {
                if let close = closing(ofOpeningAt: position) {
                    position = close + 1
                    continue
                }
                if file.isIdentifier(position, "let") || file.isIdentifier(position, "var"), file.isIdentifier(position + 1, name) {
                    var start = position + 2
                    while start < file.tokens.count, !(file.isKind(start, .operator) && file.text(file.tokens[start]) == "=") {
                        start += 1
                    }
                    return (start + 1)..<statementEnd(from: start + 1)
                }
                position += 1
            }
            return nil
        }

        private func statementEnd(from start: Int) -> Int {
            var position = start
            while position < file.tokens.count {
                if let close = closing(ofOpeningAt: position) {
                    position = close + 1
                    continue
                }
                if file.tokens[position].kind == .identifier, Self.statementKeywords.contains(file.text(file.tokens[position])) {
                    return position
                }
                position += 1
            }
            return position
        }

        private static let statementKeywords: Set = ["let", "var", "for", "func", "import", "if", "guard", "extension", "package"]

        // MARK: Loops over every target

        /// What `for target in package.targets { … }` loops set on every target.
        private func loopFinding() -> Finding? {
            var found: Finding?
            for index in file.tokens.indices where file.isIdentifier(index, "for") {
                guard let inIndex = (index + 1..<min(index + 8, file.tokens.count)).first(where: { file.isIdentifier($0, "in") }),
                    file.isIdentifier(inIndex + 1, "package"), file.isKind(inIndex + 2, .period),
                    file.isIdentifier(inIndex + 3, "targets"),
                    let open = (inIndex + 4..<file.tokens.count).first(where: {
                        file.isKind($0, .leftBrace)
                    }), let close = matches.partner(of: open)
                else { continue }
                guard let setting = isolation(in: (open + 1)..<close, following: []) else { continue }
                let isConditional =
                    open > inIndex + 4
                    || ((open + 1)..<close).contains { position in
                        ["if", "guard", "switch", "where"].contains { file.isIdentifier(position, $0) }
                    }
                found = isConditional ? .unknown(file.location(ofToken: index)) : setting
            }
            return found
        }
    }
}
