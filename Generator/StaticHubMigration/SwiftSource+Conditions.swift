import StaticHubGenerator

extension SwiftSource {
    /// The clauses of the `#if` blocks around token `index`, outermost first, each as it holds
    /// there, as the generator reads a manifest's (`!(A) && (B)` in `#elseif B` after `#if A`),
    /// and the `#if` token and branch of each, which tell two branches of one block apart.
    func conditionClauses(at index: Int) -> [ConditionClause] {
        var open: [ConditionClause] = []
        var previous: [[String]] = []
        for position in tokens.indices.prefix(index) where isKind(position, .poundKeyword) {
            // A condition runs to the end of the directive's line.
            var end = position + 1
            while end < tokens.count, tokens[end].line == tokens[position].line { end += 1 }
            let condition = end > position + 1 ? oneLine(position + 1, end - 1) : ""
            switch text(position) {
            case "#if":
                open.append(ConditionClause(block: position, branch: 0, text: condition))
                previous.append([condition])
            case "#elseif", "#else":
                guard var clause = open.popLast(), var before = previous.popLast() else { continue }
                let isElse = text(position) == "#else"
                let negated = before.map { "!(\($0))" }
                clause.branch += 1
                clause.text = (negated + (isElse ? [] : ["(\(condition))"])).joined(separator: " && ")
                if !isElse { before.append(condition) }
                open.append(clause)
                previous.append(before)
            case "#endif":
                _ = open.popLast()
                _ = previous.popLast()
            default: break
            }
        }
        return open
    }

    /// The deletions of the `#if` blocks whose every token but their directives is in
    /// `deleted`: such a block goes with its directives, rather than stay as an empty
    /// `#if DEBUG` / `#endif`.
    func emptiedConditionalBlocks(_ deleted: [ClosedRange<Int>]) -> [TextEdit] {
        guard !deleted.isEmpty else { return [] }
        var open: [Int] = []
        var edits: [TextEdit] = []
        for index in tokens.indices where isKind(index, .poundKeyword) {
            switch text(index) {
            case "#if": open.append(index)
            case "#endif":
                guard let start = open.popLast() else { continue }
                let body = (start...index).filter { !isOnDirectiveLine($0) }
                guard !body.isEmpty, body.allSatisfy({ token in deleted.contains { $0.contains(token) } }) else { continue }
                edits.append(deletion(start, index))
            default: break
            }
        }
        return edits
    }

    /// Whether token `index` is a compiler directive (`#if`, `#endif`, …) or on its line: its condition.
    func isOnDirectiveLine(_ index: Int) -> Bool {
        var first = index
        while first > 0, tokens[first - 1].line == tokens[index].line { first -= 1 }
        return isKind(first, .poundKeyword)
    }

    /// The names of `replacements` (a closure's resolves, each with the parameter it becomes)
    /// written only between an `#if` and its `#endif` within `ranges`, in the order written,
    /// each once: a manifest's closure takes them as parameters, resolved whichever branch is
    /// compiled. A name also resolved outside every `#if`, or in each branch of an `#if` that
    /// has an `#else`, was resolved in every build already.
    func namesUnderConditions(_ replacements: [(range: ClosedRange<Int>, name: String)], in ranges: [Range<Int>]) -> [String] {
        var conditional: [String] = []
        var everyBuild: Set<String> = []
        for range in ranges {
            var depth = 0
            // The outermost `#if` under way: the names each of its branches resolves, directly.
            var branches: [Set<String>] = []
            var hasElse = false
            for index in range {
                if isKind(index, .poundKeyword) {
                    switch text(index) {
                    case "#if":
                        depth += 1
                        if depth == 1 { (branches, hasElse) = ([[]], false) }
                    case "#elseif" where depth == 1: branches.append([])
                    case "#else" where depth == 1:
                        branches.append([])
                        hasElse = true
                    case "#endif":
                        depth -= 1
                        if depth == 0, hasElse { everyBuild.formUnion(branches.dropFirst().reduce(branches[0]) { $0.intersection($1) }) }
                    default: break
                    }
                } else if let resolve = replacements.first(where: { $0.range.lowerBound == index }) {
                    if depth == 0 {
                        everyBuild.insert(resolve.name)
                    } else {
                        if depth == 1 { branches[branches.count - 1].insert(resolve.name) }
                        if !conditional.contains(resolve.name) { conditional.append(resolve.name) }
                    }
                }
            }
        }
        return conditional.filter { !everyBuild.contains($0) }
    }

    /// The caveat for a registration whose closure resolves `types` only under an `#if`.
    static func conditionalDependenciesCaveat(_ registration: String, _ types: [String]) -> String {
        "\(registration) resolves \(types.map { "'\($0)'" }.joined(separator: ", ")) under '#if', which the manifest's closure takes as "
            + "parameters: each is now resolved whichever branch is compiled; where building one has effects, take "
            + "'.provider(T.self)' and call 'make()' in its branch"
    }
}

/// One `#if` block's clause around a place in the code: the block's `#if` token, which of its
/// branches (0 for the `#if`, then each `#elseif` and the `#else`), and the condition that holds there.
struct ConditionClause: Hashable {
    let block: Int
    var branch: Int
    var text: String

    /// Whether code under `clauses` is compiled only where every clause of `required` holds:
    /// each is one of them, by its text.
    static func clauses(_ clauses: [ConditionClause], imply required: [ConditionClause]) -> Bool {
        let held = Set(clauses.map(\.text))
        return required.allSatisfy { held.contains($0.text) }
    }

    /// Whether code under `clauses` is compiled only where one of `alternatives` holds: one of
    /// them it implies, or branches of an `#if` that together do (`#if DEBUG` and its `#else`),
    /// as the generator decides it.
    static func clauses(_ clauses: [ConditionClause], imply alternatives: [[ConditionClause]]) -> Bool {
        guard alternatives.count > 1 else { return Self.clauses(clauses, imply: alternatives.first ?? []) }
        return BuildCondition(clauses: clauses.map(\.text)).isProvided(under: alternatives.map { BuildCondition(clauses: $0.map(\.text)) })
    }

    /// Whether no build compiles code under both: two branches of one block.
    static func exclude(_ first: [ConditionClause], _ second: [ConditionClause]) -> Bool {
        first.contains { clause in second.contains { $0.block == clause.block && $0.branch != clause.branch } }
    }
}
