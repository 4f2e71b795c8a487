/// What a function may do besides returning: suspend, throw, or rethrow what its closure
/// parameters throw. A registration's effects are those its manifest declares
/// (`effects: [.async, .throws]`) joined with those of its dependencies; every function
/// generated for it carries them.
struct Effects: Hashable, Sendable {
    enum Throwing: Hashable, Sendable {
        case never
        case throwing
        case rethrowing
    }

    var isAsync = false
    var throwing = Throwing.never

    static let none = Effects()

    var isNone: Bool { self == .none }
    var throwsErrors: Bool { throwing != .never }

    /// What a function that calls functions with both effects does.
    func union(_ other: Effects) -> Effects {
        Effects(isAsync: isAsync || other.isAsync, throwing: throwsErrors || other.throwsErrors ? .throwing : .never)
    }

    /// ` async rethrows`, with its leading space; empty for none.
    var signatureSuffix: String {
        let throwing = switch throwing {
        case .never: ""
        case .throwing: " throws"
        case .rethrowing: " rethrows"
        }
        return isAsync ? " async" + throwing : throwing
    }

    /// `try await `, what a call of a function with these effects starts with; empty for none.
    var callPrefix: String {
        (throwsErrors ? "try " : "") + (isAsync ? "await " : "")
    }

    /// The words of a function type: `["async", "throws"]`.
    var typeWords: [String] {
        (isAsync ? ["async"] : []) + (throwsErrors ? ["throws"] : [])
    }

    /// `[.async, .throws]`, as a manifest writes them.
    var manifestSpelling: String {
        let words = typeWords.map { "." + $0 }
        return words.count == 1 ? words[0] : "[" + words.joined(separator: ", ") + "]"
    }
}
