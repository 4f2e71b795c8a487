/// What a registration adds to an extension of its own: a singleton's `_make…` and
/// storage, the `mustMockInTests` check, the `effects:` check.
struct RegistrationStorage: RegistrationRendering {
    let context: RegistrationContext

    var hasStorage: Bool {
        (plan.isShared && !wired.isOpen) || checksEffects
    }

    /// Whether it checks the manifest's `effects:` against the factory: a registration built
    /// from an open one of an imported hub calls that hub's `_openMake…`, whose effects are
    /// the generator's own.
    var checksEffects: Bool {
        !registration.declaredEffects.isNone && wired.rebuiltFrom == nil
    }

    /// The private members the accessor uses, for the extension that holds no other kind
    /// (see `HubRenderer`).
    var storage: [Declaration] {
        var members = [mark]
        if plan.isShared, !wired.isOpen {
            if !scopeInputParameters.isEmpty { members.append(.function(makeFromScopeInputsFunction)) }
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
    var makeFunction: FunctionDeclaration {
        FunctionDeclaration(
            attributes: ["@inline(__always)"],
            globalActor: isolation,
            accessModifier: "private ",
            name: makeFunctionName,
            effects: effects,
            result: resultType,
            signatureLocation: registration.location,
            body: scopeInputParameters.isEmpty ? makeFunctionBody(call: .resolvingHere) : makeFromResolvedScopeInputs
        )
    }

    /// Never called: it passes the factory to local overloads of `check`, one per way the
    /// factory could fall short of its `effects:`. Swift prefers the overload that matches
    /// exactly, so a factory that does less than declared gets a result whose only use is
    /// unavailable, with a message saying what to remove: on the line of `effects:`. (Local
    /// functions, not generic ones in the runtime: converting a factory with typed throws to a
    /// parameter-pack function type crashes Swift 6.3's code generation.)
    var effectsCheck: FunctionDeclaration {
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
    var sharedStorage: [Declaration] {
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
            let isTask = registration.scope?.isTask == true
            let cell =
                plan.storage == .cell
                ? GeneratedCode.singletonCellType : isTask ? GeneratedCode.taskScopedCellType : GeneratedCode.scopedCellType
            let type = isIsolated ? "<\(resultType)>" : ""
            var arguments = isIsolated ? [] : ["of: \(makeFunctionName)"]
            if isTask {
                // The store, not the marker: it owns the scope's task-local (see `_HubTaskScopeInputs`).
                arguments.append("scope: \(TaskScopeGroup.storeName(of: registration.scope!.type))")
                if let scopeEnd = registration.scopeEnd { arguments.append("onScopeEnd: \(scopeEnd.text)") }
                arguments.append("outOfScope: \"\(TaskScopeGroup.outOfScopeMessage(for: wired, in: hub))\"")
            } else if plan.storage == .scopedCell {
                arguments.append("scope: \(registration.scope!.type.metatypeExpression)")
            }
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
}
