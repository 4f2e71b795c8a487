/// Builds the declarations one of a hub's own registrations adds to it, from its
/// `RegistrationPlan`; `HubRenderer` places them and `SwiftWriter` spells them.
///
/// Four parts. The hub's own extension gets the uniquely named accessor, the `…Factory`
/// struct and, for a registration that reaches a requirement, its `_openMake…` (`members`;
/// an open one gets only that). An extension of their own gets a singleton's `_make…` and
/// storage and the effects check (`storage`). The overloaded names (`resolve(_:)`,
/// `resolve()`, `factory(of:)`, `mock`) go in an extension of one of the hub's overload
/// buckets (see `HubRenderer` why). A hub that can be imported also gets a forwarder of the
/// accessor in its `_Accessors` extension.
/// Bucket and accessor extensions serve every hub adopting them, the declaring hub and the
/// hubs importing it, so they always name the declaring hub, never `Self`'s registry.
///
/// Every line that can fail for a reason in the manifest (a signature naming a registered
/// or parameter type, a singleton's storage, a mock check) is mapped to the registration's
/// line, so a compiler error in generated code lands on the manifest; the lines that
/// cannot (bodies that forward to the accessor) are not. The factory call sits alone on a
/// line mapped to the factory's own manifest line, so an error inside a multi-line closure
/// maps to the right line too: inside the accessor for a new instance per call, in the
/// `_make…` function for a singleton (whose storage and scoped mocks call it).
struct RegistrationRenderer {
    let hub: HubModel
    let wired: WiredRegistration
    /// Its position among the hub's own registrations: where a mock scope keeps its singleton.
    let slot: Int

    var registration: Registration { wired.registration }
    var access: String { wired.access.memberModifier }
    /// How its instance is kept and what its mocks are.
    let plan: RegistrationPlan
    /// What resolving it does besides returning, which every resolving function carries.
    var effects: Effects { wired.effects }
    /// Whether resolves return `some P`.
    var isOpaque: Bool { registration.kind.isOpaque }
    /// The actor that isolates the registration (its `isolation:`, or inherited from what it
    /// resolves): every member of it carries it.
    var isolation: String? { effects.isolation?.spelling }
    /// The actor its members carry: the registration's, or the hub's for members outside the
    /// hub's own extension.
    var globalActor: String? { isolation ?? hub.globalActor }
    var isIsolated: Bool { globalActor != nil }
    /// Where generated lines that can fail are reported.
    var location: SourceLocation { registration.location }

    // MARK: Names

    var accessor: String { wired.accessorName }
    // Private members start with `_`: factory expressions are copied into the hub's
    // extension, where a member named like a user's global function would shadow it.
    var makeFunctionName: String { "_make" + wired.plainName }
    var sharedStorageName: String { "_shared" + wired.plainName }
    var factoryStructName: String { wired.plainName + "Factory" }
    var weakReferenceName: String { "_WeakReference" + wired.plainName }
    /// Whose mocks it takes: its own, or the registration it copies or replaces in another hub.
    var mockIdentity: MockIdentity { wired.mockedAs ?? MockIdentity(hubName: hub.name, mockName: wired.plainName) }
    /// The registration's key among its mock identity's hub's mocks.
    var mockKey: String { GeneratedCode.mockKey(mockIdentity.mockName) }
    /// The registry its resolves ask: the hub's own, or the one keyed by the hub it copies or replaces from.
    var mockRegistry: String {
        wired.mockedAs.map { GeneratedCode.mockRegistry(keyedBy: $0.hubName) } ?? GeneratedCode.mockRegistry
    }

    // MARK: Types

    /// What resolves return: the registered type, or `some P` for opaque registrations.
    var resultType: String {
        isOpaque ? TypeSyntax.opaque(registration.registeredType.withoutExistential).spelling : registration.registeredType.spelling
    }

    /// The metatype users pass to `resolve(_:)`: `(any ThemeProtocol).Type`.
    var metatype: String {
        if isOpaque {
            return TypeSyntax.existential(registration.registeredType.withoutExistential).metatypeSpelling
        }
        guard wired.hasPlainMetatype else { return "\(GeneratedCode.metatypeAlias)<\(registration.registeredType.spelling)>" }
        return registration.registeredType.metatypeSpelling
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

    /// A label that, as a parameter name, is a plain identifier and shadows nothing the
    /// generated bodies call: the accessors (`resolve…`), the hub's private members (`_…`),
    /// the mock check's `mock` and `scoped`, and the `arg…` names of other parameters.
    static func isUsableAsParameterName(_ label: String) -> Bool {
        guard let first = label.first, first.isLetter, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return false
        }
        return !label.hasPrefix("resolve") && !label.hasPrefix("arg") && !reservedNames.contains(label)
    }

    /// Keywords a parameter cannot be referred to by without backticks, and the mock check's names.
    static let reservedNames: Set<String> = [
        "mock", "scoped", "self", "Self", "Any", "Type", "Protocol", "as", "associatedtype", "break", "case", "catch",
        "class", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while"
    ]

    var parameterList: [FunctionDeclaration.Parameter] { explicitParameters.map(\.declaration) }
    var labelledArguments: String { explicitParameters.map(\.argument).joined(separator: ", ") }
    var positionalArguments: String { explicitParameters.map(\.name).joined(separator: ", ") }
    var forwardToAccessor: String { effects.callPrefix + "\(hub.name).\(accessor)(\(labelledArguments))" }
}
