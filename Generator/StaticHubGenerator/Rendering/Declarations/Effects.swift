/// What a generated function may do besides returning: suspend, throw, or rethrow what its
/// closure parameters throw. Signatures spell it after the parameters.
struct Effects: Hashable, Sendable {
    enum Throwing: Hashable, Sendable {
        case never
        case throwing
        case rethrowing
    }

    var isAsync = false
    var throwing = Throwing.never

    static let none = Effects()

    /// ` async rethrows`, with its leading space; empty for none.
    var signatureSuffix: String {
        let throwing = switch throwing {
        case .never: ""
        case .throwing: " throws"
        case .rethrowing: " rethrows"
        }
        return isAsync ? " async" + throwing : throwing
    }
}
