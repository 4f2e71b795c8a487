/// What every part of a registration's rendering reads, made once per registration: its hub,
/// its wired record, its slot, its `RegistrationPlan` and its explicit parameters' names.
/// The parts (`RegistrationMembers`, `RegistrationStorage`, `RegistrationOverloads`,
/// `RegistrationMocks`) each build the declarations of one place in the generated code, and
/// read what they share through `RegistrationRendering`.
///
/// A class: the parts read it through `context` on nearly every line, which would copy a
/// struct each time (7% more of the debug generator's time at 10,000 registrations).
final class RegistrationContext {
    let hub: HubModel
    let wired: WiredRegistration
    /// Its position among the hub's own registrations: where a mock scope keeps its singleton.
    let slot: Int
    /// How its instance is kept and what its mocks are.
    let plan: RegistrationPlan

    /// `declarations` of this registration, under the `#if` of its manifest.
    func declared(_ declarations: [Declaration]) -> [Declaration] {
        Declaration.declared(declarations, under: wired.registration.condition)
    }

    struct ExplicitParameter {
        var label: String
        var name: String
        var type: TypeSyntax

        var declaration: FunctionDeclaration.Parameter {
            // A function-typed argument is captured by factories, so it must escape.
            let escaping = type.isFunction ? "@escaping " : ""
            return FunctionDeclaration.Parameter(label: label, name: name, type: escaping + type.spelling)
        }

        var argument: String { label == "_" ? name : "\(label): \(name)" }
    }

    /// Named after their labels (`boot: Date`), or `arg0`, `arg1`… where a label is missing,
    /// repeated, or not usable as a name in the generated bodies. Computed once: every
    /// signature and body of the registration uses them.
    let explicitParameters: [ExplicitParameter]

    /// A label that, as a parameter name, is a plain identifier and shadows nothing the
    /// generated bodies call: the accessors (`resolve…`), the hub's private members (`_…`),
    /// the mock check's `mock` and `scoped`, and the `arg…` names of other parameters.
    static func isUsableAsParameterName(_ label: String) -> Bool {
        guard let first = label.first, first.isLetter, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return false
        }
        return !label.hasPrefix("resolve") && !label.hasPrefix("arg") && !reservedNames.contains(label)
    }

    /// Keywords a parameter cannot be referred to by without backticks, the mock check's names
    /// and the caller's location's.
    static let reservedNames: Set<String> = [
        "mock", "scoped", GeneratedCode.callerFile, GeneratedCode.callerLine, "self", "Self", "Any", "Type", "Protocol", "as",
        "associatedtype", "break", "case", "catch",
        "class", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while"
    ]

    init(hub: HubModel, wired: WiredRegistration, slot: Int) {
        self.hub = hub
        self.wired = wired
        self.slot = slot
        let registration = wired.registration
        plan = RegistrationPlan(kind: registration.kind, effects: wired.effects)
        // A name the factory reference itself uses (`makeContext` in `makeContext(boot:)`) would be shadowed.
        var used = Set((registration.factory.compoundNameBase ?? "").split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        explicitParameters = registration.explicitParameters.enumerated().map { index, parameter in
            let label = parameter.label ?? "_"
            let name = Self.isUsableAsParameterName(label) && used.insert(label).inserted ? label : "arg\(index)"
            return ExplicitParameter(label: label, name: name, type: parameter.type)
        }
    }
}
