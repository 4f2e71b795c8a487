/// What a registration adds to the hub's own extension: the accessor, the `…Factory`
/// struct, an open registration's `_openMake…`, a scope input's default and a collection
/// element's function, and the factory call they share.
extension RegistrationRenderer {
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
    var mark: Declaration {
        let tag = registration.tag.map { ", tag: \($0.spelling)" } ?? ""
        return .comment("MARK: \(registration.kind.name)(\(registration.registeredType.spelling)\(tag))")
    }

    /// Whether it has private members: a singleton's `_make…` and storage, an effects check.

    /// Where the factory is called.
    enum FactoryCall {
        /// In the accessor or `_make…`: every argument resolved here.
        case resolvingHere
        /// In a `_openMake…` function: its parameters for what the importing hub provides.
        case inOpenMake
    }

    /// What the factory is called with: the explicit parameters and the accessors of the
    /// resolved ones; `.inOpenMake`, the parameters for what the importing hub provides.
    func factoryArguments(_ call: FactoryCall) -> [String] {
        var explicit = explicitParameters.makeIterator()
        return wired.parameters.enumerated().map { index, parameter in
            if call == .inOpenMake, parameter.isPassedByImporters {
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
    func argumentType(_ parameter: WiredParameter) -> String {
        let type = parameter.parameter.type
        switch (parameter.parameter.form, parameter.source) {
        case (.optional, _): return TypeSyntax.optional(type).spelling
        case (.collection, _): return TypeSyntax.array(type).spelling
        case (.provider, .provider(let target)): return "\(providerType(of: hub.registrations[target]))<\(type.spelling)>"
        default: return type.spelling
        }
    }

    /// A factory whose `make()` calls `target`'s accessor, with its effects.
    func providerArgument(_ target: WiredRegistration) -> String {
        if providesOnMainActor(target) {
            return "\(GeneratedCode.mainActorFactoryType) { \(target.accessorName)() }"
        }
        let effects = providedEffects(of: target)
        return "\(GeneratedCode.factoryType(for: effects)) { \(effects.callPrefix)\(target.accessorName)() }"
    }

    /// The factory type a provider of `target` is: `HubMainActorFactory` for a main-actor
    /// registration that neither suspends nor throws, else the one carrying its effects.
    func providerType(of target: WiredRegistration) -> String {
        providesOnMainActor(target) ? GeneratedCode.mainActorFactoryType : GeneratedCode.factoryType(for: providedEffects(of: target))
    }

    /// Whether `target` is isolated to the main actor, this registration is not, and a
    /// provider of it can run on the main actor without suspending: its `make()` is `@MainActor`.
    func providesOnMainActor(_ target: WiredRegistration) -> Bool {
        target.effects.isolation?.spelling == "MainActor" && effects.isolation == nil && target.effects.isNone
    }

    /// What a provider's `make()` does: `target`'s effects, and for a target another actor
    /// isolates, a suspension to run it there (the provider stops its isolation here).
    func providedEffects(of target: WiredRegistration) -> Effects {
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
    func makeInstance(returning: Bool, prefix: String? = nil, call: FactoryCall = .resolvingHere) -> [Statement] {
        let factory = registration.factory
        let location = factory.location
        let prefix = prefix ?? effects.callPrefix
        let arguments = factoryArguments(call)
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
    static func passedParameterName(_ index: Int) -> String { "passed\(index)" }

    /// An open registration's `_openMake…`: what each importing hub calls to make it, with
    /// what the importer provides (the requirements, the other open registrations) and the
    /// explicit parameters, in the factory's order; the rest it resolves here. Its effects are
    /// the registration's in this hub, which the importer's copy declares; its call carries
    /// only what it resolves here.
    var openMakeFunction: FunctionDeclaration {
        var explicit = explicitParameters.makeIterator()
        var parameters: [FunctionDeclaration.Parameter] = []
        var madeHere = registration.declaredEffects
        for (index, parameter) in wired.parameters.enumerated() {
            if parameter.source == .explicit {
                parameters.append(explicit.next()!.declaration)
            } else if parameter.isPassedByImporters {
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
            body: makeInstance(returning: true, prefix: madeHere.callPrefix, call: .inOpenMake)
        )
    }

    var accessorFunction: FunctionDeclaration {
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
    var scopeInputRead: Statement {
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
    func elementFunction(_ number: Int) -> FunctionDeclaration {
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

    var factoryStruct: NominalTypeDeclaration {
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
}
