/// The `#if` clauses a manifest is declared in, outermost first. Its registrations exist only in
/// builds where every clause holds, so the generated code declares their members under the same
/// clauses, and a registration outside them may not depend on them.
package struct BuildCondition: Hashable, Sendable, Codable {
    /// Each enclosing block's clause as it holds: `DEBUG`, or `!(DEBUG) && (TESTING)` in an
    /// `#elseif TESTING` after `#if DEBUG`. Spaces are as written, so two files' spellings of
    /// one condition compare equal only when written alike.
    package let clauses: [String]

    package init(clauses: [String]) {
        self.clauses = clauses
    }

    /// Every build: a manifest outside any `#if`.
    static let always = BuildCondition(clauses: [])

    var isAlways: Bool { clauses.isEmpty }

    /// Whether every build of this condition is a build of `other`: each of `other`'s clauses
    /// is one of its own. Conditions the generator cannot compare, such as `A && B` against
    /// `B && A`, are taken as different: the check errs towards an error.
    package func implies(_ other: BuildCondition) -> Bool {
        other.clauses.allSatisfy(clauses.contains)
    }

    /// As one `#if` condition: `DEBUG`, or `(DEBUG) && (os(iOS))`.
    package var spelling: String {
        clauses.count == 1 ? clauses[0] : clauses.map { "(\($0))" }.joined(separator: " && ")
    }

    /// Whether every build of this condition has a registration made under one of
    /// `conditions`: its provider's (`implies`), or its alternatives' together (`isCovered`).
    package func isProvided(under conditions: [BuildCondition]) -> Bool {
        conditions.count == 1 ? implies(conditions[0]) : isCovered(by: conditions)
    }

    /// One `#if` condition that holds where any of `conditions` does: `(DEBUG) || (!(DEBUG))`.
    package static func spelling(ofAny conditions: [BuildCondition]) -> String {
        conditions.count == 1 ? conditions[0].spelling : conditions.map { "(\($0.spelling))" }.joined(separator: " || ")
    }

    /// Whether no build has both: a clause of one holds a condition the other's negates, as
    /// `#else` negates `#if DEBUG` (`!(DEBUG)`).
    package func excludes(_ other: BuildCondition) -> Bool {
        let theirs = other.literals
        return literals.contains { theirs.contains($0.negated) }
    }

    /// Whether every build of this condition is a build of one of `alternatives`: one of them
    /// it implies, or branches that together do, as `#if DEBUG` and its `#else` cover every
    /// build, and `#if A`, `#elseif B`, `#else` too. Branches merge pairwise where they differ
    /// only in one condition and its negation.
    package func isCovered(by alternatives: [BuildCondition]) -> Bool {
        var sets = alternatives.map(\.literals)
        var index = 0
        // Bounded: a few branches of a few blocks, never more than a handful of sets.
        while index < sets.count, sets.count < 64 {
            for other in sets[..<index] {
                let first = sets[index].subtracting(other)
                let second = other.subtracting(sets[index])
                guard first.count == 1, second.count == 1, let literal = first.first, second.first == literal.negated else { continue }
                let merged = sets[index].subtracting(first)
                if !sets.contains(merged) { sets.append(merged) }
            }
            index += 1
        }
        let own = literals
        return sets.contains { $0.isSubset(of: own) }
    }

    /// The conditions every clause requires: `DEBUG` and `!(TESTING)` of `DEBUG && !(TESTING)`.
    /// A clause with `||` outside parentheses is one condition, as written.
    private var literals: Set<Literal> {
        Set(clauses.flatMap { clause in Self.conjuncts(of: clause).map(Literal.init) })
    }

    /// One condition of a clause, or its negation (`!(DEBUG)`, `!DEBUG`).
    private struct Literal: Hashable {
        var condition: String
        var isNegated: Bool

        init(condition: String, isNegated: Bool) {
            self.condition = condition
            self.isNegated = isNegated
        }

        init(_ text: String) {
            var text = BuildCondition.unwrapped(text)
            var isNegated = false
            while text.hasPrefix("!") {
                text = BuildCondition.unwrapped(String(text.dropFirst()))
                isNegated.toggle()
            }
            self.init(condition: text, isNegated: isNegated)
        }

        var negated: Literal { Literal(condition: condition, isNegated: !isNegated) }
    }

    /// `clause` split at each `&&` outside parentheses; whole when an `||` is outside them too.
    private static func conjuncts(of clause: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var previous: Character?
        for character in clause {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0, character == "|", previous == "|" { return [clause] }
            if depth == 0, character == "&", previous == "&" {
                current.removeLast()
                parts.append(current)
                current = ""
                previous = nil
                continue
            }
            current.append(character)
            previous = character
        }
        parts.append(current)
        return parts
    }

    /// `text` trimmed, without parentheses around all of it: `DEBUG` of ` (DEBUG) `.
    private static func unwrapped(_ text: String) -> String {
        var text = Substring(text).trimmingSpaces
        while text.first == "(", text.last == ")", enclosesAll(text) {
            text = text.dropFirst().dropLast().trimmingSpaces
        }
        return String(text)
    }

    /// Whether the parenthesis `text` opens with closes at its end.
    private static func enclosesAll(_ text: Substring) -> Bool {
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if depth == 0 { return offset == text.count - 1 }
        }
        return false
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
