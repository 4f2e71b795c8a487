// Writes Sources/StaticHub/RegistrationFunctions.swift: the manifest DSL. The forms most
// manifest lines use (the plain ones without effects, and `Register`'s `.explicit` form)
// have one overload per parameter count (0...10) and one for every longer list, because a
// mismatched factory then gets the compiler's most direct "cannot convert value of type ..."
// on the manifest line. Every other form is a single overload over a parameter pack: Swift
// 6.3.1 reports a mismatch against a pack on the manifest line too, in its own words, and
// each overload costs every client's build.
//
// Each overload is one per name, labels and arity, so the type checker has at most two
// candidates for a manifest line (the plain and the `HubParameter` form): every extra
// candidate costs each line of a manifest, and a long array literal more than linearly.
//
// Run from the package root:  Scripts/generate-registration-functions
// (which runs this script with the generator's Syntax/RegistrationKind.swift, the table of
// what each function takes). With --print it writes the file's text to standard output
// instead (a test compares it with the committed file, so the two never drift apart).

import Foundation

/// The longest parameter list with an overload of its own. Longer lists (classes of real
/// object graphs take up to 30 dependencies) go to the pack overload; the generator reports a
/// registration with more than its `Registration.maximumParameterCount`.
let maximumFixedArity = 10

struct Family {
    /// The DSL function, whose labelled arguments `RegistrationKind.labels` lists: the table
    /// the generator's parser checks manifests against (compiled with this script).
    let kind: RegistrationKind
    let summary: String
    /// How each parameter type is declared: `P0.Type` or `HubParameter<P0>`.
    let parameterForm: (String) -> String
    let factoryLabel: String
    /// Whether the form without effects has an overload per parameter count, for the
    /// compiler's most direct message on a mismatch: the forms most manifest lines use.
    /// The others are one pack overload each.
    var hasFixedArities = false
    /// 1 for the `HubParameter` forms of the kinds that resolve every parameter: with no
    /// parameter they are the plain form.
    var minimumArity = 0
    /// The longest parameter list with an overload of its own; longer lists go to a pack
    /// overload only when it is `maximumFixedArity`.
    var maximumArity = maximumFixedArity

    var name: String { kind.name }
    var deprecatedInFavourOf: String? { kind.replacement }
    func takes(_ label: RegistrationKind.Label) -> Bool { kind.labels.contains(label) }
}

let plain: (String) -> String = { "\($0).Type" }
let mixed: (String) -> String = { "HubParameter<\($0)>" }

let families: [Family] = [
    Family(
        kind: .auto, summary: "Registers a type that is created anew on every resolve, its parameters resolved from the hub.",
        parameterForm: plain, factoryLabel: "using", hasFixedArities: true),
    Family(
        kind: .singleton,
        summary:
            "Registers a type whose one shared instance is created lazily, thread-safely, on first resolve; its parameters are resolved from the hub.",
        parameterForm: plain, factoryLabel: "using", hasFixedArities: true),
    Family(
        kind: .auto,
        summary:
            "Registers a type that is created anew on every resolve; its parameters are `.resolved`, `.optional`, `.provider` or `.collection`.",
        parameterForm: mixed, factoryLabel: "using", minimumArity: 1),
    Family(
        kind: .singleton,
        summary:
            "Registers a type whose one shared instance is created lazily, thread-safely, on first resolve; its parameters are `.resolved`, `.optional`, `.provider` or `.collection`.",
        parameterForm: mixed, factoryLabel: "using", minimumArity: 1),
    Family(
        kind: .scoped,
        summary:
            "Registers a type with one instance per generation of its scope, created lazily, thread-safely, on the generation's first resolve; `resetScope(_:)` ends the generation. Its parameters are resolved from the hub.",
        parameterForm: plain, factoryLabel: "using", hasFixedArities: true),
    Family(
        kind: .scoped,
        summary:
            "Registers a type with one instance per generation of its scope; its parameters are `.resolved`, `.optional`, `.provider` or `.collection`.",
        parameterForm: mixed, factoryLabel: "using", minimumArity: 1),
    Family(
        kind: .weakSingleton,
        summary:
            "Registers a class type whose one instance is shared while anyone holds it, and created anew on the resolve after the last reference is gone; its parameters are resolved from the hub.",
        parameterForm: plain, factoryLabel: "using", hasFixedArities: true),
    Family(
        kind: .weakSingleton,
        summary:
            "Registers a class type whose one instance is shared while anyone holds it; its parameters are `.resolved`, `.optional`, `.provider` or `.collection`.",
        parameterForm: mixed, factoryLabel: "using", minimumArity: 1),
    Family(
        kind: .collectionElement,
        summary:
            "Adds an element to the type's collection, which `.collection(T.self)` and `resolveAll(T.self)` return; created anew on every resolve, its parameters resolved from the hub. A type may have any number of them.",
        parameterForm: plain, factoryLabel: "using", hasFixedArities: true),
    Family(
        kind: .collectionElement,
        summary:
            "Adds an element to the type's collection, which `.collection(T.self)` and `resolveAll(T.self)` return; its parameters are `.resolved`, `.optional`, `.provider` or `.collection`.",
        parameterForm: mixed, factoryLabel: "using", minimumArity: 1),
    Family(
        kind: .register,
        summary:
            "Registers a type created anew on every resolve; `.explicit` parameters are passed by the caller, `.resolved` ones come from the hub.",
        parameterForm: mixed, factoryLabel: "using", hasFixedArities: true),
    Family(
        kind: .register, summary: "Registers a type created anew on every resolve from parameters that are all passed by the caller.",
        parameterForm: plain, factoryLabel: "factory"),
    Family(
        kind: .factoryRegister,
        summary:
            "Registers a type created anew on every resolve; `.explicit` parameters are passed by the caller, `.resolved` ones come from the hub.",
        parameterForm: mixed, factoryLabel: "using"),
    Family(
        kind: .factoryRegister,
        summary: "Registers a type created anew on every resolve from parameters that are all passed by the caller.", parameterForm: plain,
        factoryLabel: "factory"),
    Family(
        kind: .opaqueAuto,
        summary:
            "Like ``AutoRegister(_:tag:name:isolation:mustMockInTests:using:)``, but the hub returns `some P`: statically dispatched, no existential box. Opaque registrations cannot be mocked.",
        parameterForm: plain, factoryLabel: "using", hasFixedArities: true),
    Family(
        kind: .opaqueSingleton,
        summary:
            "Like ``SingletonRegister(_:tag:name:isolation:mustMockInTests:using:)``, but the hub returns `some P`. Opaque registrations cannot be mocked.",
        parameterForm: plain,
        factoryLabel: "using", hasFixedArities: true),
    Family(
        kind: .opaqueAuto,
        summary:
            "Like ``AutoRegister(_:tag:name:isolation:mustMockInTests:using:)``, with `.resolved`, `.optional`, `.provider` or `.collection` parameters.",
        parameterForm: mixed,
        factoryLabel: "using", minimumArity: 1),
    Family(
        kind: .opaqueSingleton,
        summary:
            "Like ``SingletonRegister(_:tag:name:isolation:mustMockInTests:using:)``, with `.resolved`, `.optional`, `.provider` or `.collection` parameters.",
        parameterForm: mixed, factoryLabel: "using", minimumArity: 1),
    Family(
        kind: .opaqueRegister,
        summary:
            "Like ``Register(_:tag:name:isolation:mustMockInTests:using:)``, but the hub returns `some P`. Opaque registrations cannot be mocked.",
        parameterForm: mixed, factoryLabel: "using"),
    Family(
        kind: .opaqueRegister,
        summary: "Like ``Register(_:tag:name:isolation:mustMockInTests:parameterTypes:factory:)``, but the hub returns `some P`.",
        parameterForm: plain, factoryLabel: "factory"),
    Family(
        kind: .opaqueFactoryRegister,
        summary: "Like ``OpaqueRegister(_:tag:name:isolation:parameterTypes:using:)``, with `.explicit` and `.resolved` parameters.",
        parameterForm: mixed, factoryLabel: "using"),
    Family(
        kind: .opaqueFactoryRegister,
        summary: "Like ``OpaqueRegister(_:tag:name:isolation:parameterTypes:using:)``, with parameters that are all passed by the caller.",
        parameterForm: plain, factoryLabel: "factory"),
    Family(
        kind: .requirementDefault,
        summary:
            "Declares a type the importing hubs provide, with a default this hub resolves and an importing hub that registers the type replaces; the default's parameters are resolved from the hub.",
        parameterForm: plain, factoryLabel: "default", hasFixedArities: true),
    Family(
        kind: .scopeInput,
        summary:
            "Declares a value a generation of `scope` is started with, as ``ScopeInput(_:scope:tag:name:)`` does, and the default it has until the scope's first `startScope`, made once (a reset keeps it, as it keeps bound inputs); its parameters are resolved from the hub. `startScope` then takes the input as a default argument, made anew.",
        parameterForm: plain, factoryLabel: "default", hasFixedArities: true, maximumArity: 4),
    Family(
        kind: .requirementDefault,
        summary:
            "Declares a type the importing hubs provide, with a default whose parameters are `.resolved`, `.optional`, `.provider` or `.collection`.",
        parameterForm: mixed, factoryLabel: "default", minimumArity: 1)
]

var output = """
    // Generated by Scripts/generate-registration-functions. Do not edit.
    //
    // The manifest DSL: for the common forms one overload per parameter count
    // (0...\(maximumFixedArity)) and one for longer lists, for the others one over a parameter pack.
    // Each function only type-checks a registration; the StaticHub generator reads the same
    // source text and writes the hub's members.

    // Function names are capitalised so a manifest reads like MDI's macros.


    """

// Each function comes twice: without effects, whose factory may neither throw nor suspend
// (so an undeclared effect fails on the manifest line), and with `effects:`, whose factory
// may do either; the generated code checks that it does exactly what `effects:` declares.
// The two differ in their labels, so a manifest line still has one candidate per form.
//
// Only the forms most manifest lines use get an overload per parameter count: the plain
// forms without effects (and `Register`'s `.explicit` form). Every other form is one
// overload whose parameter list is a pack (Swift 6.3.1 diagnoses a mismatch against a pack
// on the manifest line too, if less directly); each overload costs every client's build.
struct Overload {
    let hasEffects: Bool
    /// The parameters before the pack, or all of them when there is no pack.
    let fixedCount: Int
    let isPack: Bool
}

func overloads(of family: Family) -> [Overload] {
    let packOnly = family.deprecatedInFavourOf != nil || !family.hasFixedArities
    var result: [Overload] = []
    if packOnly {
        result.append(Overload(hasEffects: false, fixedCount: family.minimumArity, isPack: true))
    } else {
        result += (family.minimumArity...family.maximumArity).map { Overload(hasEffects: false, fixedCount: $0, isPack: false) }
        if family.maximumArity == maximumFixedArity {
            result.append(Overload(hasEffects: false, fixedCount: maximumFixedArity + 1, isPack: true))
        }
    }
    if family.takes(.effects) {
        result.append(Overload(hasEffects: true, fixedCount: family.minimumArity, isPack: true))
    }
    return result
}

for family in families {
    for overload in overloads(of: family) {
        let hasEffects = overload.hasEffects
        let isPack = overload.isPack
        let parameters = (0..<overload.fixedCount).map { "P\($0)" }
        // The error type is generic because Swift 6.3.1 cannot convert a factory with typed
        // throws to an untyped one across a pack ("reabstraction of pack values" crashes the
        // compiler): a typed one binds `Failure` and needs no conversion.
        let failure = hasEffects ? ["Failure: Error"] : []
        let generics = (["Registered"] + failure + parameters + (isPack ? ["each Rest"] : [])).joined(separator: ", ")
        var arguments = ["    _ registeredType: Registered.Type"]
        if family.takes(.scope) {
            arguments.append("    scope: any Any.Type")
        }
        arguments.append("    tag: (any Any.Type)? = nil")
        if family.takes(.name) {
            arguments.append("    name: String? = nil")
        }
        if family.takes(.isolation) {
            arguments.append("    isolation: (any GlobalActor.Type)? = nil")
        }
        if family.takes(.mustMockInTests) {
            arguments.append("    mustMockInTests: Bool = false")
        }
        if hasEffects {
            arguments.append("    effects: HubEffects")
        }
        for (index, parameter) in parameters.enumerated() {
            let label = index == 0 ? "parameterTypes p0" : "_ p\(index)"
            arguments.append("    \(label): \(family.parameterForm(parameter))")
        }
        var factoryParameters = parameters
        if isPack {
            // A pack with nothing before it takes the `parameterTypes:` label itself; an empty
            // pack's label is left out, as a variadic parameter's is.
            let label = parameters.isEmpty ? "parameterTypes rest" : "_ rest"
            arguments.append("    \(label): repeat \(family.parameterForm("(each Rest)"))")
            factoryParameters.append("repeat each Rest")
        }
        let factoryName =
            family.factoryLabel == "using" ? "using factory" : family.factoryLabel == "default" ? "default factory" : "factory"
        // Synchronous factories are `@isolated(any)` so that a hub isolated to a global actor
        // can register that actor's initializers. An async factory needs no `@isolated(any)`:
        // an isolated one converts to a plain async function type, and a
        // `nonisolated(nonsending)` one (the default under NonisolatedNonsendingByDefault)
        // converts to no other. The functions never call the factory.
        let factoryType =
            hasEffects
            ? "(\(factoryParameters.joined(separator: ", "))) async throws(Failure)"
            : "@isolated(any) (\(factoryParameters.joined(separator: ", ")))"
        arguments.append("    \(factoryName): \(factoryType) -> Registered")
        if family.takes(.onScopeEnd) {
            // Run by a task scope's `withScope` when its body ends (see `TaskScope(_:)`).
            arguments.append("    onScopeEnd: (@Sendable (Registered) async throws -> Void)? = nil")
        }
        output += "/// \(family.summary)\n"
        if isPack && !hasEffects && family.hasFixedArities && family.deprecatedInFavourOf == nil {
            output += "///\n/// For \(maximumFixedArity + 1) or more parameter types.\n"
        }
        if hasEffects {
            output += "///\n/// With `effects:`, the factory throws, suspends or both, as declared.\n"
        }
        if let replacement = family.deprecatedInFavourOf {
            output += "///\n/// - Note: Soft-deprecated, as in MDI 4.2: write `\(replacement)` instead.\n"
        }
        if family.minimumArity > 0 {
            // Tried after the plain form: a list of `T.self` then never considers these.
            output += "@_disfavoredOverload\n"
        }
        output += "public func \(family.name)<\(generics)>(\n"
        output += arguments.joined(separator: ",\n")
        output += "\n) -> HubRegistration {\n"
        // The arguments are for the compiler's check and the generator's reading; the value holds none.
        output += "    HubRegistration()\n"
        output += "}\n\n"
    }
}

output.removeLast()
if CommandLine.arguments.contains("--print") {
    print(output, terminator: "")
    exit(0)
}
let destination = URL(fileURLWithPath: "Sources/StaticHub/RegistrationFunctions.swift")
try output.write(to: destination, atomically: true, encoding: .utf8)
print("wrote \(destination.path)")
