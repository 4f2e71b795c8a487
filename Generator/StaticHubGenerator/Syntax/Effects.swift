/// What a function may do besides returning: suspend, throw, or rethrow what its closure
/// parameters throw; and the global actor it runs on, which callers outside that actor
/// await. A registration's effects are those its manifest declares
/// (`effects: [.async, .throws]`, `isolation: MainActor.self`) joined with those of its
/// dependencies; every function generated for it carries them.
struct Effects: Hashable, Sendable, Codable {
    enum Throwing: Hashable, Sendable, Codable {
        case never
        /// `throws`: any error.
        case throwing
        /// `throws(E)`: only this error type.
        case typed(TypeSyntax)
        case rethrowing
    }

    var isAsync = false
    var throwing = Throwing.never
    /// The global actor it runs on (`MainActor`), declared or inherited.
    var isolation: TypeSyntax?
    /// A second actor that joining required, which no function can run on at once: the
    /// registration is reported.
    var conflictingIsolation: TypeSyntax?

    static let none = Effects()

    /// Whether it neither suspends nor throws (whatever its isolation).
    var isNone: Bool { !isAsync && throwing == .never }
    var throwsErrors: Bool { throwing != .never }

    /// The error type of typed throws.
    var thrownType: TypeSyntax? {
        if case .typed(let type) = throwing { return type }
        return nil
    }

    /// What a function that calls functions with both effects does: it throws a typed error
    /// only if everything that throws throws that type.
    func union(_ other: Effects) -> Effects {
        let throwing: Throwing =
            switch (self.throwing, other.throwing) {
            case (.never, let only), (let only, .never): only
            case (.typed(let first), .typed(let second)) where first == second: .typed(first)
            default: .throwing
            }
        var joined = Effects(isAsync: isAsync || other.isAsync, throwing: throwing, isolation: isolation ?? other.isolation)
        joined.conflictingIsolation = conflictingIsolation ?? other.conflictingIsolation
        if joined.conflictingIsolation == nil, let mine = isolation, let theirs = other.isolation, mine != theirs {
            joined.conflictingIsolation = theirs
        }
        return joined
    }

    /// The same, without the isolation: what a caller that awaits the value gets.
    var awaited: Effects {
        Effects(isAsync: isAsync, throwing: throwing)
    }

    /// The same, throwing any error instead of a typed one.
    var untyped: Effects {
        Effects(isAsync: isAsync, throwing: thrownType == nil ? throwing : .throwing, isolation: isolation)
    }

    /// ` async throws(E)`, with its leading space; empty for none.
    var signatureSuffix: String {
        typeWords.map { " " + $0 }.joined()
    }

    /// `try await `, what a call of a function with these effects starts with; empty for none.
    var callPrefix: String {
        (throwsErrors ? "try " : "") + (isAsync ? "await " : "")
    }

    /// The words of a function type: `["async", "throws(DatabaseError)"]`.
    var typeWords: [String] {
        let throwing: [String] =
            switch throwing {
            case .never: []
            case .throwing: ["throws"]
            case .typed(let type): ["throws(\(type.spelling))"]
            case .rethrowing: ["rethrows"]
            }
        return (isAsync ? ["async"] : []) + throwing
    }

    /// `() async throws(E) in `: the signature a closure with typed throws must spell out,
    /// since Swift infers `any Error` for a closure's body; empty otherwise.
    var closureSignature: String {
        thrownType == nil ? "" : "()" + signatureSuffix + " in "
    }
}
