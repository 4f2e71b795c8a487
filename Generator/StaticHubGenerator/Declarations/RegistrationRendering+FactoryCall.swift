/// How a registration's factory is called: with what arguments, of what types, and the
/// statements that make a new instance on the factory's manifest line.
/// Where the factory is called.
enum FactoryCallSite {
    /// In a `_make…` or another function of the hub: every argument resolved here.
    case resolvingHere
    /// In the accessor: every argument resolved here, those that may stop outside a task scope
    /// told the accessor's caller's location, where the hub's accessors take it.
    case inAccessor
    /// In a `_openMake…` function: its parameters for what the importing hub provides.
    case inOpenMake
    /// In the `_make…(…)` of a task-scoped registration that takes its scope's inputs as
    /// parameters (see `scopeInputParameters`): those parameters for them.
    case fromScopeInputs
}

extension RegistrationRendering {
    /// What the factory is called with: the explicit parameters and the accessors of the
    /// resolved ones; `.inOpenMake`, the parameters for what the importing hub provides.
    func factoryArguments(_ call: FactoryCallSite) -> [String] {
        var explicit = explicitParameters.makeIterator()
        let scopeInputs = call == .fromScopeInputs ? scopeInputParameters : [:]
        return wired.parameters.enumerated().map { index, parameter in
            if call == .inOpenMake, parameter.isPassedByImporters {
                return Self.passedParameterName(index)
            }
            if call == .fromScopeInputs, scopeInputs[index] != nil {
                return Self.scopeInputParameterName(index)
            }
            switch parameter.source {
            case .explicit: return explicit.next()!.name
            case .requirement: preconditionFailure("only an open registration takes a requirement, as a parameter")
            case .missing: preconditionFailure("a hub with a missing dependency is reported, not rendered")
            // Unqualified: inside the hub, `Hub.` costs the type checker a second lookup.
            case .registration(let target):
                let target = hub.registrations[target]
                if parameter.parameter.form == .optional, !registration.condition.implies(target.registration.condition) {
                    return "\(RegistrationOptionalAccessor.name(of: target))()"
                }
                return call == .inAccessor && passesCallerLocation(to: target)
                    ? "\(target.accessorName)(\(GeneratedCode.callerLocationArguments))" : "\(target.accessorName)()"
            case .absent: return "nil"
            case .provider(let target): return providerArgument(hub.registrations[target])
            case .collection(let index): return "\(hub.collections[index].accessorName)()"
            }
        }
    }

    /// Whether a resolve of `target` from the accessor passes on its caller's location: where
    /// the hub's accessors take it, to this hub's accessors (whose resolve may reach a task
    /// scope) and to a task-scoped registration imported from another hub (whose accessors
    /// take it too, the hub declaring a task scope). An imported one that only reaches a task
    /// scope stops at its own hub's generated line.
    func passesCallerLocation(to target: WiredRegistration) -> Bool {
        hub.reportsCallerLocation && (target.importedFrom == nil || target.registration.scope?.isTask == true)
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
    func makeInstance(returning: Bool, prefix: String? = nil, call: FactoryCallSite = .resolvingHere) -> [Statement] {
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

    /// A `_make…` function's body: the factory's call, after the debug check of a registration
    /// that tests must mock.
    func makeFunctionBody(call: FactoryCallSite) -> [Statement] {
        guard let mustMockCheck else { return makeInstance(returning: false, call: call) }
        return [.conditional(GeneratedCode.debugCondition, [mustMockCheck])] + makeInstance(returning: true, call: call)
    }

    /// The name of an open registration's `_openMake…` parameter for its factory's parameter `index`.
    static func passedParameterName(_ index: Int) -> String { "passed\(index)" }
}
