/// The `#if` clauses a manifest is declared in, outermost first. Its registrations exist only in
/// builds where every clause holds, so the generated code declares their members under the same
/// clauses, and a registration outside them may not depend on them.
struct BuildCondition: Hashable, Sendable, Codable {
    /// Each enclosing block's clause as it holds: `DEBUG`, or `!(DEBUG) && (TESTING)` in an
    /// `#elseif TESTING` after `#if DEBUG`. Spaces are as written, so two files' spellings of
    /// one condition compare equal only when written alike.
    let clauses: [String]

    /// Every build: a manifest outside any `#if`.
    static let always = BuildCondition(clauses: [])

    var isAlways: Bool { clauses.isEmpty }

    /// Whether every build of this condition is a build of `other`: each of `other`'s clauses
    /// is one of its own. Conditions the generator cannot compare, such as `A && B` against
    /// `B && A`, are taken as different: the check errs towards an error.
    func implies(_ other: BuildCondition) -> Bool {
        other.clauses.allSatisfy(clauses.contains)
    }

    /// As one `#if` condition: `DEBUG`, or `(DEBUG) && (os(iOS))`.
    var spelling: String {
        clauses.count == 1 ? clauses[0] : clauses.map { "(\($0))" }.joined(separator: " && ")
    }
}
