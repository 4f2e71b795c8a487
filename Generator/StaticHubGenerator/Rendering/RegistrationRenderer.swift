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

    private var registration: Registration { wired.registration }
    private var access: String { wired.access.memberModifier }
    /// How its instance is kept and what its mocks are.
    private let plan: RegistrationPlan
    /// What resolving it does besides returning, which every resolving function carries.
    private var effects: Effects { wired.effects }
    /// Whether resolves return `some P`.
    private var isOpaque: Bool { registration.kind.isOpaque }
    /// The actor that isolates the registration (its `isolation:`, or inherited from what it
    /// resolves): every member of it carries it.
    private var isolation: String? { effects.isolation?.spelling }
    /// The actor its members carry: the registration's, or the hub's for members outside the
    /// hub's own extension.
    private var globalActor: String? { isolation ?? hub.globalActor }
    private var isIsolated: Bool { globalActor != nil }
    /// Where generated lines that can fail are reported.
    private var location: SourceLocation { registration.location }

    // MARK: Names

    private var accessor: String { wired.accessorName }
    // Private members start with `_`: factory expressions are copied into the hub's
    // extension, where a member named like a user's global function would shadow it.
    private var makeFunctionName: String { "_make" + wired.plainName }
    private var sharedStorageName: String { "_shared" + wired.plainName }
    private var factoryStructName: String { wired.plainName + "Factory" }
    private var weakReferenceName: String { "_WeakReference" + wired.plainName }
    /// Whose mocks it takes: its own, or the registration it copies or replaces in another hub.
    private var mockIdentity: MockIdentity { wired.mockedAs ?? MockIdentity(hubName: hub.name, mockName: wired.plainName) }
    /// The registration's key among its mock identity's hub's mocks.
    private var mockKey: String { GeneratedCode.mockKey(mockIdentity.mockName) }
    /// The registry its resolves ask: the hub's own, or the one keyed by the hub it copies or replaces from.
    private var mockRegistry: String {
        wired.mockedAs.map { GeneratedCode.mockRegistry(keyedBy: $0.hubName) } ?? GeneratedCode.mockRegistry
    }

    // MARK: Types

    /// What resolves return: the registered type, or `some P` for opaque registrations.
    private var resultType: String {
        isOpaque ? TypeSyntax.opaque(registration.registeredType.withoutExistential).spelling : registration.registeredType.spelling
    }

    /// The metatype users pass to `resolve(_:)`: `(any ThemeProtocol).Type`.
    private var metatype: String {
        if isOpaque {
            return TypeSyntax.existential(registration.registeredType.withoutExistential).metatypeSpelling
        }
        guard wired.hasPlainMetatype else { return "\(GeneratedCode.metatypeAlias)<\(registration.registeredType.spelling)>" }
        return registration.registeredType.metatypeSpelling
    }

    private struct ExplicitParameter {
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
    private let explicitParameters: [ExplicitParameter]

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
    private static func isUsableAsParameterName(_ label: String) -> Bool {
        guard let first = label.first, first.isLetter, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            return false
        }
        return !label.hasPrefix("resolve") && !label.hasPrefix("arg") && !reservedNames.contains(label)
    }

    /// Keywords a parameter cannot be referred to by without backticks, and the mock check's names.
    private static let reservedNames: Set<String> = [
        "mock", "scoped", "self", "Self", "Any", "Type", "Protocol", "as", "associatedtype", "break", "case", "catch",
        "class", "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while"
    ]

    private var parameterList: [FunctionDeclaration.Parameter] { explicitParameters.map(\.declaration) }
    private var labelledArguments: String { explicitParameters.map(\.argument).joined(separator: ", ") }
    private var positionalArguments: String { explicitParameters.map(\.name).joined(separator: ", ") }
    private var forwardToAccessor: String { effects.callPrefix + "\(hub.name).\(accessor)(\(labelledArguments))" }

    /// A closure mock as callers pass it: over the explicit parameters (`@Sendable` unless an
    /// actor isolates the hub, since mocks cross tasks), with the registration's effects.
    private var mockClosureType: TypeSyntax { mockClosureType(effects) }

    /// A closure mock as the registry stores it: typed throws erased (see `_HubTypedThrows`).
    private var storedMockClosureType: TypeSyntax { mockClosureType(effects.untyped) }

    private func mockClosureType(_ effects: Effects) -> TypeSyntax {
        // An isolated registration's mock runs on its actor, so a test there can pass a
        // closure over a non-`Sendable` spy.
        .function(
            .init(
                attributes: isolation.map { ["@" + $0] } ?? (isIsolated ? [] : ["@Sendable"]),
                parameters: explicitParameters.map(\.type),
                effects: effects.typeWords,
                result: registration.registeredType
            ))
    }

    /// A call of the stored closure mock `name` with the explicit arguments, its typed error
    /// restored (see `_HubTypedThrows`).
    private func callingMock(_ name: String) -> String {
        let call = "\(effects.callPrefix)\(name)(\(positionalArguments))"
        guard let thrownType = effects.thrownType else { return call }
        return "\(effects.callPrefix)\(GeneratedCode.typedThrowsType).call({ \(call) }, throwing: \(thrownType.metatypeExpression))"
    }

    /// The closure mock named `name` as stored: itself, or with typed throws a closure that
    /// calls it, throwing any error.
    private func storedMock(_ name: String) -> String {
        guard effects.thrownType != nil else { return name }
        let arguments = explicitParameters.indices.map { "$\($0)" }.joined(separator: ", ")
        return "{ \(effects.callPrefix)\(name)(\(arguments)) }"
    }

    /// The closure a caller would write for an opaque registration's mock, so that the
    /// unavailable `mock` matches the call and shows its message.
    private var opaqueMockClosureType: TypeSyntax {
        .function(
            .init(
                attributes: [],
                parameters: explicitParameters.map(\.type),
                effects: effects.typeWords,
                result: .existential(registration.registeredType.withoutExistential)
            ))
    }

    /// A function of this registration: `access` (lowered to the registration's), isolated to
    /// the hub's global actor when it lives outside the hub's own extension, its signature
    /// mapped to the registration.
    private func function(
        _ name: String,
        _ kind: FunctionDeclaration.Kind = .staticFunction,
        documentation: String? = nil,
        parameters: [FunctionDeclaration.Parameter],
        effects: Effects = .none,
        result: String? = nil,
        body: [Statement]
    ) -> FunctionDeclaration {
        FunctionDeclaration(
            documentation: documentation.map { [$0] } ?? [],
            globalActor: globalActor,
            accessModifier: access,
            kind: kind,
            name: name,
            parameters: parameters,
            effects: effects,
            result: result,
            signatureLocation: location,
            body: body
        )
    }

    /// A `mock` that matches the caller's code for an opaque registration and explains, as a
    /// compile error, why it cannot exist.
    private func unavailableMock(_ kind: FunctionDeclaration.Kind, closureType: String) -> FunctionDeclaration {
        let type = registration.registeredType.withoutExistential.spelling
        var mock = function(
            "mock",
            kind,
            parameters: typeSelector + [.init(label: "factory", type: closureType)],
            body: [.line("fatalError()")]
        )
        mock.leadingAttributes = [
            "@available(*, unavailable, message: \"opaque registrations cannot be mocked: callers see 'some \(type)', whose type cannot change\")"
        ]
        mock.globalActor = nil
        return mock
    }

    /// What the doc comments call the result: `some Engine` for an opaque registration.
    private var resultDescription: String { "`\(resultType)`" + (registration.tag.map { " tagged `\($0.spelling)`" } ?? "") }

    // MARK: In the hub's extension

    /// The accessor, and the factory struct of a registration with explicit parameters: what
    /// the rest of the target calls.
    var members: [Declaration] {
        if wired.isOpen {
            return [mark, .function(openMakeFunction)]
        }
        if let elementNumber = wired.elementNumber {
            return [mark, .function(elementFunction(elementNumber))]
        }
        var members: [Declaration] = [mark, .function(accessorFunction)]
        if !plan.isShared, !explicitParameters.isEmpty {
            members += [.blankLine, .nominalType(factoryStruct)]
        }
        if wired.isBuiltByImporters {
            members += [.blankLine, .function(openMakeFunction)]
        }
        return members
    }

    /// `// MARK: SingletonRegister(Clock)`, before its members in each extension.
    private var mark: Declaration {
        let tag = registration.tag.map { ", tag: \($0.spelling)" } ?? ""
        return .comment("MARK: \(registration.kind.name)(\(registration.registeredType.spelling)\(tag))")
    }

    /// Whether it has private members: a singleton's `_make…` and storage, an effects check.
    var hasStorage: Bool {
        (plan.isShared && !wired.isOpen) || checksEffects
    }

    /// Whether it checks the manifest's `effects:` against the factory: a registration built
    /// from an open one of an imported hub calls that hub's `_openMake…`, whose effects are
    /// the generator's own.
    private var checksEffects: Bool {
        !registration.declaredEffects.isNone && wired.rebuiltFrom == nil
    }

    /// The private members the accessor uses, for the extension that holds no other kind
    /// (see `HubRenderer`).
    var storage: [Declaration] {
        var members = [mark]
        if plan.isShared, !wired.isOpen {
            members.append(.function(makeFunction))
            members += sharedStorage
        }
        if checksEffects {
            members.append(.function(effectsCheck))
        }
        return members
    }

    /// `private static func _makeX() -> T`, whose body is the factory call on the factory's line.
    ///
    /// `_make…` and the accessor are `@inline(__always)`: left to its heuristics, the
    /// optimizer kept them out of line (and merged look-alikes), costing 9% more
    /// instructions than the same graph written by hand; inlined, a release resolve is the
    /// initializer chain itself (measured in Benchmarks/).
    private var makeFunction: FunctionDeclaration {
        FunctionDeclaration(
            attributes: ["@inline(__always)"],
            globalActor: isolation,
            accessModifier: "private ",
            name: makeFunctionName,
            effects: effects,
            result: resultType,
            signatureLocation: registration.location,
            body: mustMockCheck.map { [.conditional(GeneratedCode.debugCondition, [$0])] + makeInstance(returning: true) }
                ?? makeInstance(returning: false)
        )
    }

    /// For `mustMockInTests: true`: stops a test process before the real factory runs, in a
    /// debug build, where no mock applied. The message names the registration and the fix.
    private var mustMockCheck: Statement? {
        guard registration.mustMockInTests else { return nil }
        let file = registration.location.path.split(separator: "/").last.map(String.init) ?? registration.location.path
        let place = "\(file.filter { $0 != "\"" && $0 != "\\" }):\(registration.location.line)"
        let selector = registration.registeredType.metatypeExpression + (registration.tag.map { ", tag: " + $0.metatypeExpression } ?? "")
        let message =
            "\(registration.identity.description) of '\(hub.name)' (\(place)) is marked 'mustMockInTests: true', "
            + "and a test was about to make the real one: mock it with 'mocks.mock(\(selector), singleton: …)' "
            + "in the test's 'withMocks' or '.hubMocks' trait, or in the test target's 'extension \(hub.name): HubTestDefaults'"
        // Mapped to the manifest line, which the runtime's stop then reports (`#fileID`, `#line`).
        return .line("\(GeneratedCode.mockRegistryType).failIfTesting(\"\(message)\")", mappedTo: registration.location)
    }

    /// Never called: it passes the factory to local overloads of `check`, one per way the
    /// factory could fall short of its `effects:`. Swift prefers the overload that matches
    /// exactly, so a factory that does less than declared gets a result whose only use is
    /// unavailable, with a message saying what to remove: on the line of `effects:`. (Local
    /// functions, not generic ones in the runtime: converting a factory with typed throws to a
    /// parameter-pack function type crashes Swift 6.3's code generation.)
    private var effectsCheck: FunctionDeclaration {
        let declared = registration.declaredEffects
        let parameters = wired.parameters.map(argumentType).joined(separator: ", ")
        // The factory's own effects, each overload's parameter type, and what it returns.
        // Only `effects:` that include `.async` convert the factory to an async function type:
        // with NonisolatedNonsendingByDefault, converting a synchronous one crashes Swift 6.3's
        // type checker. (An async factory declared only `.throws` fails on its call's missing `await`.)
        let throwing = Effects(throwing: .throwing)
        let async = Effects(isAsync: true)
        let asyncThrowing = Effects(isAsync: true, throwing: .throwing)
        let overloads: [(effects: Effects, result: String)]
        switch (declared.isAsync, declared.throwsErrors) {
        case (true, true):
            overloads = [
                (.none, "FactoryIsNotAsyncAndDoesNotThrow"), (throwing, "FactoryIsNotAsync"), (async, "FactoryDoesNotThrow"),
                (asyncThrowing, "EffectsMatch")
            ]
        case (true, false):
            overloads = [(throwing, "FactoryIsNotAsync"), (asyncThrowing, "EffectsMatch")]
        default:
            overloads = [(.none, "FactoryDoesNotThrow"), (throwing, "EffectsMatch")]
        }
        let check = GeneratedCode.effectsCheckType
        func overload(_ effects: Effects, _ result: String, disfavored: Bool = false) -> Statement {
            // A synchronous factory isolated to an actor converts only to `@isolated(any)`.
            let isolation = effects.isAsync ? "" : "@isolated(any) "
            let attribute = disfavored ? "@_disfavoredOverload " : ""
            return .line(
                "\(attribute)func check<Result>(_ factory: \(isolation)(\(parameters))\(effects.signatureSuffix) -> Result) -> \(check).\(result) { .init() }",
                mappedTo: registration.location
            )
        }
        let body =
            overloads.map { overload($0.effects, $0.result, disfavored: $0.result == "EffectsMatch") } + [
                .line("let outcome = check(\(registration.factory.text))", mappedTo: registration.factory.location),
                .line("outcome()", mappedTo: registration.effectsLocation ?? registration.location)
            ]
        return FunctionDeclaration(
            accessModifier: "private ",
            // Elements of one collection share a plain name; their numbers tell them apart.
            name: "_checkEffects" + (wired.elementNumber.map { "OfElement\($0)Of" } ?? "") + wired.plainName,
            signatureLocation: registration.location,
            body: body
        )
    }

    /// The process-wide instance, built with every mock hidden so that a mock set when it is
    /// first resolved never leaks into it. Whole declarations under `#if`: a release
    /// singleton is a plain `static let`, with no closure around its factory.
    private var sharedStorage: [Declaration] {
        let isolated = isolation.map { "@\($0) " } ?? ""
        func storage(type: String? = nil, _ value: String) -> Declaration {
            .variable(
                VariableDeclaration(
                    modifiers: isolated + "private static ", name: sharedStorageName, type: type, value: value, location: location))
        }
        switch plan.storage {
        case .none, .scopeInput:
            return []
        case .weakReference:
            // Its own class, since `weak` needs the registered type spelled out; a value type
            // fails here, on the registration's line.
            let reference = NominalTypeDeclaration(
                accessModifier: "private ",
                kind: .finalClass,
                name: weakReferenceName,
                inheritance: [GeneratedCode.weakReferenceProtocol],
                location: location,
                members: [
                    .variable(
                        VariableDeclaration(
                            modifiers: "weak ", isConstant: false, name: "instance",
                            type: TypeSyntax.optional(registration.registeredType).spelling, location: location
                        )),
                    .function(FunctionDeclaration(kind: .initializer, name: "", body: []))
                ]
            )
            return [.nominalType(reference), storage("\(GeneratedCode.weakSingletonType)<\(weakReferenceName)>()")]
        case .cell, .scopedCell:
            // The cell's type comes from `_make…`, which names an opaque result type too; an
            // isolated `_make…` (the registration's or the hub's) of a non-`Sendable` type
            // converts to no plain function type, so an isolated cell (never opaque) spells it.
            let cell = plan.storage == .cell ? GeneratedCode.singletonCellType : GeneratedCode.scopedCellType
            let type = isIsolated ? "<\(resultType)>" : ""
            var arguments = isIsolated ? [] : ["of: \(makeFunctionName)"]
            if plan.storage == .scopedCell { arguments.append("scope: \(registration.scope!.type.metatypeExpression)") }
            return [storage("\(cell)\(type)(\(arguments.joined(separator: ", ")))")]
        case .staticLet:
            return [
                .conditional(
                    GeneratedCode.debugCondition,
                    [storage(type: resultType, "\(GeneratedCode.mockRegistryType).withoutMocks { \(makeFunctionName)() }")],
                    else: [storage(type: resultType, "\(makeFunctionName)()")]
                )
            ]
        }
    }

    /// What the factory is called with: the explicit parameters and the accessors of the
    /// resolved ones; in a `_openMake…` function (`passing`), its parameters for what the
    /// importing hub provides.
    private func factoryArguments(passing: Bool) -> [String] {
        var explicit = explicitParameters.makeIterator()
        return wired.parameters.enumerated().map { index, parameter in
            if passing, parameter.source != .explicit, OpenRegistrations.isPassed(parameter, in: hub.registrations) {
                return Self.passedParameterName(index)
            }
            switch parameter.source {
            case .explicit: return explicit.next()!.name
            case .requirement: preconditionFailure("only an open registration takes a requirement, as a parameter")
            case .missing: preconditionFailure("a hub with a missing dependency is reported, not rendered")
            // Unqualified: inside the hub, `Hub.` costs the type checker a second lookup.
            case .registration(let target): return "\(hub.registrations[target].accessorName)()"
            case .absent: return "nil"
            case .provider(let target): return providerArgument(hub.registrations[target])
            case .collection(let index): return "\(hub.collections[index].accessorName)()"
            }
        }
    }

    /// The type of the argument the factory receives for `parameter`: `T`, `T?` for an
    /// optional one, the factory type that carries the target's effects for a provider.
    private func argumentType(_ parameter: WiredParameter) -> String {
        let type = parameter.parameter.type
        switch (parameter.parameter.form, parameter.source) {
        case (.optional, _): return TypeSyntax.optional(type).spelling
        case (.collection, _): return TypeSyntax.array(type).spelling
        case (.provider, .provider(let target)): return "\(providerType(of: hub.registrations[target]))<\(type.spelling)>"
        default: return type.spelling
        }
    }

    /// A factory whose `make()` calls `target`'s accessor, with its effects.
    private func providerArgument(_ target: WiredRegistration) -> String {
        if providesOnMainActor(target) {
            return "\(GeneratedCode.mainActorFactoryType) { \(target.accessorName)() }"
        }
        let effects = providedEffects(of: target)
        return "\(GeneratedCode.factoryType(for: effects)) { \(effects.callPrefix)\(target.accessorName)() }"
    }

    /// The factory type a provider of `target` is: `HubMainActorFactory` for a main-actor
    /// registration that neither suspends nor throws, else the one carrying its effects.
    private func providerType(of target: WiredRegistration) -> String {
        providesOnMainActor(target) ? GeneratedCode.mainActorFactoryType : GeneratedCode.factoryType(for: providedEffects(of: target))
    }

    /// Whether `target` is isolated to the main actor, this registration is not, and a
    /// provider of it can run on the main actor without suspending: its `make()` is `@MainActor`.
    private func providesOnMainActor(_ target: WiredRegistration) -> Bool {
        target.effects.isolation?.spelling == "MainActor" && effects.isolation == nil && target.effects.isNone
    }

    /// What a provider's `make()` does: `target`'s effects, and for a target another actor
    /// isolates, a suspension to run it there (the provider stops its isolation here).
    private func providedEffects(of target: WiredRegistration) -> Effects {
        guard let actor = target.effects.isolation, actor != effects.isolation else { return target.effects }
        return Effects(isAsync: true, throwing: target.effects.throwing)
    }

    /// The statements that make a new instance, on the factory's manifest line: the factory's
    /// call, returned when `returning` (a `_make…` function's single expression is not).
    ///
    /// A direct call where the factory's labels are known (`T.init(a: x, b: y)`, `T.init()`)
    /// or where it is a closure (`({ … })(x)`). A reference without labels (`T.init`,
    /// `makeT`, `T.make`) could name a function with any labels, which a direct call would
    /// have to spell: it becomes a constant of the function type the manifest declares,
    /// `let _factory: (A, B) -> _ = T.init`, which also picks an overloaded initializer by its
    /// parameter types, then is called. (A coercion, `(T.init as (A, B) -> _)(x, y)`, gives
    /// "failed to produce diagnostic" when no overload matches; the constant gives "no 'init'
    /// candidates produce the expected contextual result type".) The optimizer folds both
    /// forms into the plain call: a release resolve is the initializer chain, as written by hand.
    private func makeInstance(returning: Bool, prefix: String? = nil, passing: Bool = false) -> [Statement] {
        let factory = registration.factory
        let location = factory.location
        let prefix = prefix ?? effects.callPrefix
        let arguments = factoryArguments(passing: passing)
        if let base = factory.compoundNameBase {
            let labelled = zip(registration.parameters, arguments).map { parameter, argument in
                parameter.label.map { "\($0): \(argument)" } ?? argument
            }
            return [.line((returning ? "return " : "") + prefix + "\(base)(\(labelled.joined(separator: ", ")))", mappedTo: location)]
        }
        if factory.text.hasPrefix("{") {
            return [
                .line((returning ? "return " : "") + prefix + "(\(factory.text))(\(arguments.joined(separator: ", ")))", mappedTo: location)
            ]
        }
        if arguments.isEmpty {
            return [.line((returning ? "return " : "") + prefix + "\(factory.text)()", mappedTo: location)]
        }
        let parameterTypes = wired.parameters.map(argumentType).joined(separator: ", ")
        return [
            .line(
                "let _factory: (\(parameterTypes))\(registration.declaredEffects.signatureSuffix) -> _ = \(factory.text)",
                mappedTo: location),
            .line("return \(prefix)_factory(\(arguments.joined(separator: ", ")))", mappedTo: location)
        ]
    }

    /// The name of an open registration's `_openMake…` parameter for its factory's parameter `index`.
    private static func passedParameterName(_ index: Int) -> String { "passed\(index)" }

    /// An open registration's `_openMake…`: what each importing hub calls to make it, with
    /// what the importer provides (the requirements, the other open registrations) and the
    /// explicit parameters, in the factory's order; the rest it resolves here. Its effects are
    /// the registration's in this hub, which the importer's copy declares; its call carries
    /// only what it resolves here.
    private var openMakeFunction: FunctionDeclaration {
        var explicit = explicitParameters.makeIterator()
        var parameters: [FunctionDeclaration.Parameter] = []
        var madeHere = registration.declaredEffects
        for (index, parameter) in wired.parameters.enumerated() {
            if parameter.source == .explicit {
                parameters.append(explicit.next()!.declaration)
            } else if OpenRegistrations.isPassed(parameter, in: hub.registrations) {
                parameters.append(
                    FunctionDeclaration.Parameter(label: "_", name: Self.passedParameterName(index), type: argumentType(parameter)))
            } else if parameter.parameter.form.resolvesEagerly {
                switch parameter.source {
                case .registration(let target): madeHere = madeHere.union(hub.registrations[target].effects)
                case .collection(let index): madeHere = madeHere.union(hub.collections[index].effects)
                default: break
                }
            }
        }
        return function(
            wired.openMakeName,
            documentation: "Makes \(resultDescription) for a hub that imports `\(hub.name)` and provides its requirements.",
            parameters: parameters,
            effects: effects,
            result: resultType,
            body: makeInstance(returning: true, prefix: madeHere.callPrefix, passing: true)
        )
    }

    private var accessorFunction: FunctionDeclaration {
        let lifetime =
            switch plan.storage {
            case .none: "a new instance on every call"
            case .staticLet, .cell: "the shared instance, created on first use"
            case .weakReference: "the shared instance while anyone holds it, else a new one"
            case .scopedCell: "the instance of the current `\(registration.scope!.type.spelling)` generation, created on first use"
            case .scopeInput where registration.hasInputDefault:
                "the value the latest `startScope(\(registration.scope!.type.metatypeExpression), …)` bound, or its default before the first"
            case .scopeInput: "the value the latest `startScope(\(registration.scope!.type.metatypeExpression), …)` bound"
            }
        let prefix = effects.callPrefix
        let make = "{ \(effects.closureSignature)\(prefix)\(makeFunctionName)() }"
        let registry = mockRegistry
        // Asked first: with no mock set anywhere, a debug resolve skips the key and the lookup.
        let active = GeneratedCode.anyMockActive
        var debugBody: [Statement] = []
        switch plan.mock {
        case .unavailable:
            // Opaque registrations are not mocked, and their singletons (whose opaque type a
            // per-scope instance could not share) always use real dependencies.
            break
        case .closureOrInstance where plan.isShared:
            // One call asks for the mock (an instance, or a closure whose instance the scope
            // keeps) and, failing that, for the scope's instance built from other mocks.
            let factory = storedMockClosureType.metatypeExpression
            let call = "{ mock\(effects.thrownType == nil ? "" : effects.signatureSuffix) in \(callingMock("mock")) }"
            let lookup =
                plan.storage == .scopedCell
                ? "scoped(\(mockKey), slot: \(slot), of: \(sharedStorageName), factory: \(factory), call: \(call), make: \(make))"
                : "singleton(\(mockKey), slot: \(slot), factory: \(factory), call: \(call), make: \(make))"
            debugBody.append(
                .line("if \(active), let scoped = \(prefix)\(registry).\(lookup) { return scoped }", mappedTo: registration.location))
        case .closureOrInstance:
            let lookup =
                "override(\(mockKey), factory: \(storedMockClosureType.metatypeExpression), instance: \(registration.registeredType.metatypeExpression))"
            debugBody += [
                .line("if \(active), let mock = \(registry).\(lookup) {", mappedTo: registration.location),
                .line("    if case .factory(let make) = mock { return \(callingMock("make")) }"),
                .line("    if case .instance(let value) = mock { return value }"),
                .line("}")
            ]
        case .closure:
            debugBody.append(
                .line(
                    "if \(active), let mock = \(registry).override(\(mockKey), as: \(storedMockClosureType.metatypeExpression)) { return \(callingMock("mock")) }",
                    mappedTo: registration.location
                ))
            if plan.isShared {
                let lookup =
                    plan.storage == .scopedCell
                    ? "scoped(slot: \(slot), of: \(sharedStorageName), make: \(make))" : "singleton(slot: \(slot), make: \(make))"
                debugBody.append(.line("if \(active), let scoped = \(prefix)\(registry).\(lookup) { return scoped }"))
            }
        }
        var body: [Statement] = []
        switch plan.storage {
        case .cell, .weakReference, .scopedCell:
            // Whole statements under `#if`: the release resolve is the cell's load and check.
            // An async one reads `created` first, so a created singleton costs no async call.
            let created: [Statement] =
                effects.isAsync && plan.storage != .weakReference
                ? [.line("if let created = \(sharedStorageName).created { return created }")] : []
            let cell = "return \(prefix)\(sharedStorageName).value"
            debugBody +=
                created + [.line("\(cell) { \(effects.closureSignature)\(prefix)\(GeneratedCode.mockRegistryType).withoutMocks \(make) }")]
            body.append(.conditional(GeneratedCode.debugCondition, debugBody, else: created + [.line("\(cell) \(make)")]))
        case .none, .staticLet:
            // A shared one's `_make…` checks, where its real instance is made.
            if plan.storage == .none, let mustMockCheck { debugBody.append(mustMockCheck) }
            if !debugBody.isEmpty {
                body.append(.conditional(GeneratedCode.debugCondition, debugBody))
            }
            // A new instance is built here rather than in a `_make…` function: one declaration
            // fewer per registration is a measurable share of a large hub's type-check.
            body += plan.storage == .staticLet ? [.line("return " + sharedStorageName)] : makeInstance(returning: true)
        case .scopeInput:
            if !debugBody.isEmpty {
                body.append(.conditional(GeneratedCode.debugCondition, debugBody))
            }
            body.append(scopeInputRead)
        }
        var declaration = function(
            accessor,
            documentation: "Resolves \(resultDescription): \(lifetime).",
            parameters: parameterList,
            effects: effects,
            result: resultType,
            body: body
        )
        declaration.attributes = ["@inline(__always)"]
        declaration.globalActor = isolation
        return declaration
    }

    /// A scope input's read of the value `startScope` bound. Before the first start it makes
    /// the input's default, or stops the process with a message naming the call to add, at
    /// the input's manifest line (the read is mapped there, and the runtime reports the
    /// caller's `#fileID` and `#line`).
    private var scopeInputRead: Statement {
        let group = ScopeInputGroup.group(of: wired, in: hub)
        if registration.hasInputDefault {
            let cell = Self.inputDefaultName(of: wired)
            return .line(
                "return \(group.storeName).value(\(group.pick(wired)), default: \(cell), \(Self.inputDefaultMakerName(of: wired)))")
        }
        let scope = registration.scope!.type
        let message =
            "'\(registration.identity.description)' is an input of '\(scope.spelling)', which has not started: call "
            + "'\(group.startCall(hubName: hub.name))' before resolving it or anything built from it "
            + "('\(hub.name).isScopeStarted(\(scope.metatypeExpression))' tells whether it has)"
        return .line("return \(group.storeName).value(\(group.pick(wired)), orFail: \"\(message)\")", mappedTo: registration.location)
    }

    /// `_defaultPublishableKey`: the cell that keeps a scope input's default once made.
    static func inputDefaultName(of input: WiredRegistration) -> String {
        "_default" + input.plainName
    }

    /// `_makeDefaultPublishableKey`: the function that makes a scope input's default.
    static func inputDefaultMakerName(of input: WiredRegistration) -> String {
        "_makeDefault" + input.plainName
    }

    /// What a scope input's `default:` makes, and the cell that keeps it: the input's read
    /// makes it once before the scope's first start, and `startScope` calls the function as
    /// its default argument (so it is usable from inlinable code, which a public hub's default
    /// arguments are).
    var inputDefaultMembers: [Declaration] {
        guard registration.hasInputDefault else { return [] }
        let maker = FunctionDeclaration(
            documentation: ["Makes the default of \(resultDescription), its value until `startScope` binds one."],
            attributes: ["@usableFromInline"],
            globalActor: isolation,
            name: Self.inputDefaultMakerName(of: wired),
            result: resultType,
            signatureLocation: registration.location,
            body: makeInstance(returning: true)
        )
        let cell = VariableDeclaration(
            modifiers: "static ",
            name: Self.inputDefaultName(of: wired),
            // The type spelled: converting a main-actor maker of a non-`Sendable` value to the
            // cell's `init(of:)` would cross an isolation boundary.
            value: "\(GeneratedCode.singletonCellType)<\(resultType)>()",
            location: registration.location
        )
        return [.function(maker), .variable(cell)]
    }

    /// A collection's element: made anew by each `resolveAll…` that holds it, in this hub or
    /// in a hub importing it, which is why it has the registration's access. Not mocked on
    /// its own: a mock replaces the whole collection.
    private func elementFunction(_ number: Int) -> FunctionDeclaration {
        let collection = "resolveAll" + wired.plainName
        var declaration = function(
            accessor,
            documentation:
                "Makes element \(number) of the collection of \(resultDescription); resolve the collection with `\(collection)()`.",
            parameters: [],
            effects: effects,
            result: resultType,
            body: makeInstance(returning: true)
        )
        declaration.attributes = ["@inline(__always)"]
        declaration.globalActor = isolation
        return declaration
    }

    private var factoryStruct: NominalTypeDeclaration {
        NominalTypeDeclaration(
            documentation: ["Makes \(resultDescription) from its explicit parameters; holds no state."],
            accessModifier: access,
            kind: .struct,
            name: factoryStructName,
            inheritance: ["Sendable"],
            members: [
                .function(FunctionDeclaration(accessModifier: "fileprivate ", kind: .initializer, name: "", body: [])),
                .blankLine,
                .function(
                    function(
                        "make", .instanceFunction, parameters: parameterList, effects: effects, result: resultType,
                        body: [.line(forwardToAccessor)]))
            ]
        )
    }

    // MARK: In the accessors' extension

    /// The accessor as importing hubs see it: a forwarder to this hub's, so a singleton is
    /// this hub's instance and its mocks are this hub's; and the factory struct's name.
    /// `@inlinable` when public, so another module calls this hub's accessor directly.
    var importedAccessor: [Declaration] {
        var forwarder = function(
            accessor,
            documentation: "Resolves \(resultDescription) from `\(hub.name)`.",
            parameters: parameterList,
            effects: effects,
            result: resultType,
            body: [.line(forwardToAccessor)]
        )
        forwarder.attributes = [wired.access >= .public ? "@inlinable" : "@inline(__always)"]
        guard !plan.isShared, !explicitParameters.isEmpty else { return [.function(forwarder)] }
        let factoryStruct = TypeAliasDeclaration(
            accessModifier: access, name: factoryStructName, type: "\(hub.name).\(factoryStructName)", location: location)
        return [.function(forwarder), .typeAlias(factoryStruct)]
    }

    // MARK: In an overload bucket's extension

    /// `resolve(_:)`, `resolve()` and `factory(of:)`, for an extension of an overload bucket.
    ///
    /// The same for every lifetime (a singleton's factory makes the shared instance): every
    /// file that calls an overloaded `resolve` depends on these extensions, so a member that
    /// came and went with a lifetime flip would recompile all of them.
    var overloads: [Declaration] {
        let forward: [Statement] = [.line(forwardToAccessor)]
        var overloads: [Declaration] = [
            .function(function("resolve", parameters: typeSelector + parameterList, effects: effects, result: resultType, body: forward))
        ]
        // `resolve() -> some P` cannot be overloaded by its opaque result type.
        if !isOpaque {
            overloads.append(
                .function(function("resolve", parameters: tagSelector + parameterList, effects: effects, result: resultType, body: forward))
            )
        }
        return overloads + factories.map(Declaration.function)
    }

    /// `_: T.Type`, the parameter that picks an overload by the registered type.
    private var metatypeParameter: FunctionDeclaration.Parameter { .init(label: "_", type: metatype) }

    /// `tag: Stripe.Type` for a tagged registration, which picks it among the type's others.
    private var tagSelector: [FunctionDeclaration.Parameter] {
        guard let tag = registration.tag else { return [] }
        let type = wired.hasPlainTagMetatype ? tag.metatypeSpelling : "\(GeneratedCode.metatypeAlias)<\(tag.spelling)>"
        return [.init(label: "tag", name: "_", type: type)]
    }

    /// The registered type's metatype, then the tag's if it has one: how every overload is picked.
    private var typeSelector: [FunctionDeclaration.Parameter] { [metatypeParameter] + tagSelector }

    private var factories: [FunctionDeclaration] {
        let factoryType = GeneratedCode.factoryType(for: effects)
        let ofType = [FunctionDeclaration.Parameter(label: "of", name: "_", type: metatype)] + tagSelector
        let closureFactory: [Statement] = [.line("\(factoryType) { \(forwardToAccessor) }")]
        guard !explicitParameters.isEmpty else {
            return [
                function(
                    "factory",
                    documentation: "A factory that resolves \(resultDescription) on each `make()`.",
                    parameters: ofType,
                    result: "\(factoryType)<\(resultType)>",
                    body: closureFactory
                )
            ]
        }
        return [
            function(
                "factory",
                parameters: ofType,
                result: "\(hub.name).\(factoryStructName)",
                body: [.line("\(hub.name).\(factoryStructName)()")]
            ),
            function(
                "factory",
                documentation: "A factory that resolves \(resultDescription) with these parameters on each `make()`.",
                parameters: ofType + parameterList,
                result: "\(factoryType)<\(resultType)>",
                body: closureFactory
            )
        ]
    }

    /// Set by `Self`: the hub the call names, whose `resetMocks()` removes it.
    private func setGlobalMock(value: String) -> String {
        "\(hub.name).\(mockRegistry).setGlobal(\(value), for: \(mockKey), setBy: Self.self)"
    }

    /// Where a `mock` function puts the mock.
    enum MockTarget {
        /// The hub's registry, for the whole process until reset (`Hub.mock(…)`), in a
        /// debug-only extension of an overload bucket.
        case global
        /// The overrides of a `withMocks` scope (`mocks.mock(…)`), in an extension of a mock
        /// bucket, which the builders of this hub and of its importers adopt.
        case scoped
    }

    /// The `mock(_:factory:)` or `mock(_:singleton:)` of `target`; for an opaque registration,
    /// an unavailable one whose message says why. A global mock takes `nil` to reset it.
    func mocks(_ target: MockTarget) -> [Declaration] {
        let kind: FunctionDeclaration.Kind = target == .global ? .staticFunction : .mutatingFunction
        func parameterType(_ type: TypeSyntax, escaping: Bool) -> String {
            target == .global ? TypeSyntax.optional(type).spelling : (escaping ? "@escaping " : "") + type.spelling
        }
        func store(_ value: String) -> Statement {
            let statement =
                switch target {
                case .global: setGlobalMock(value: value)
                case .scoped: "self._overrides[\(mockIdentity.hubName).self, \(mockKey)] = \(value)"
                }
            return .line(statement, mappedTo: location)
        }
        /// The parameter made into the closure the registry stores, named `name`.
        func stored(_ parameter: String, as name: String, _ conversion: String) -> [Statement] {
            switch target {
            case .global:
                [
                    .line("var \(name): \(TypeSyntax.optional(storedMockClosureType).spelling) = nil"),
                    .line("if let \(parameter) { \(name) = \(conversion) }")
                ]
            case .scoped:
                [.line("let \(name): \(storedMockClosureType.spelling) = \(conversion)")]
            }
        }
        /// When the closure of a `factory:` mock runs, if not on each resolve of a transient registration.
        enum ClosureRuns { case onEachResolve, oncePerScope }
        func documentation(closure runs: ClosureRuns? = nil) -> String {
            switch (target, runs) {
            case (.global, nil):
                "Replaces \(resultDescription) in this process until reset with `nil` or `resetMocks()`."
            case (.global, .onEachResolve):
                "Replaces \(resultDescription) in this process until reset with `nil` or `resetMocks()`. "
                    + "The closure runs on each resolve, so it can fail or suspend as the real one does."
            case (.global, .oncePerScope):
                "Replaces \(resultDescription) in this process until reset with `nil` or `resetMocks()`. "
                    + "The closure makes the shared instance once, until the global mocks change."
            case (.scoped, nil):
                "Replaces \(resultDescription) inside the scope."
            case (.scoped, .onEachResolve):
                "Replaces \(resultDescription) inside the scope with a closure that runs on each resolve."
            case (.scoped, .oncePerScope):
                "Replaces \(resultDescription) inside the scope with the instance the closure makes once for the scope."
            }
        }
        // An instance of a function type is a closure, which a scope keeps past the call.
        let instanceType = parameterType(registration.registeredType, escaping: registration.registeredType.isFunction)
        func mock(_ label: String, _ type: String, documentation: String, body: [Statement]) -> FunctionDeclaration {
            function("mock", kind, documentation: documentation, parameters: typeSelector + [.init(label: label, type: type)], body: body)
        }
        let factoryBody =
            effects.thrownType == nil ? [store("factory")] : stored("factory", as: "stored", storedMock("factory")) + [store("stored")]
        switch plan.mock {
        case .unavailable:
            return [.function(unavailableMock(kind, closureType: parameterType(opaqueMockClosureType, escaping: true)))]
        case .closureOrInstance:
            return [
                .function(mock("singleton", instanceType, documentation: documentation(), body: [store("singleton")])),
                .function(
                    mock(
                        "factory",
                        parameterType(mockClosureType, escaping: true),
                        documentation: documentation(closure: plan.isShared ? .oncePerScope : nil),
                        body: factoryBody
                    ))
            ]
        case .closure:
            // The instance is stored as a closure returning it, like the `factory:` mock.
            let singletonBody = stored("singleton", as: "factory", "{ singleton }") + [store("factory")]
            return [
                .function(mock("singleton", instanceType, documentation: documentation(), body: singletonBody)),
                .function(
                    mock(
                        "factory", parameterType(mockClosureType, escaping: true), documentation: documentation(closure: .onEachResolve),
                        body: factoryBody))
            ]
        }
    }
}
