/// What a registration adds to the hub's own extension: the accessor, the `…Factory`
/// struct, an open registration's `_openMake…`, a scope input's default and a collection
/// element's function.
struct RegistrationMembers: RegistrationRendering {
    let context: RegistrationContext

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
            case .scopedCell where registration.scope!.isTask:
                "the instance of the enclosing `withScope(\(registration.scope!.type.metatypeExpression), …)`, created on first use"
            case .scopedCell: "the instance of the current `\(registration.scope!.type.spelling)` generation, created on first use"
            case .scopeInput where registration.scope!.isTask:
                "the value the enclosing `withScope(\(registration.scope!.type.metatypeExpression), …)` bound"
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
            let (read, write) = registration.scope?.isTask == true ? taskScopedCellArguments : ("", "")
            let created: [Statement] =
                effects.isAsync && plan.storage != .weakReference
                ? [.line("if let created = \(sharedStorageName).created\(read) { return created }")] : []
            let cell = "return \(prefix)\(sharedStorageName).value\(write)"
            let withoutMocks = "\(prefix)\(GeneratedCode.mockRegistryType).withoutMocks"
            if TaskScopeGroup.storesInstance(of: wired, in: hub) {
                // Built from the call's inputs, which the runtime hands over (see `scopeInputParameters`).
                let build = buildFromScopeInputs { "\(withoutMocks) { \(effects.closureSignature)\($0) }" }
                debugBody += created + [.line("\(cell) \(build)")]
                body.append(
                    .conditional(GeneratedCode.debugCondition, debugBody, else: created + [.line("\(cell) \(buildFromScopeInputs())")]))
            } else {
                debugBody += created + [.line("\(cell) { \(effects.closureSignature)\(withoutMocks) \(make) }")]
                body.append(.conditional(GeneratedCode.debugCondition, debugBody, else: created + [.line("\(cell) \(make)")]))
            }
        case .none, .staticLet:
            // A shared one's `_make…` checks, where its real instance is made.
            if plan.storage == .none, let mustMockCheck { debugBody.append(mustMockCheck) }
            if !debugBody.isEmpty {
                body.append(.conditional(GeneratedCode.debugCondition, debugBody))
            }
            // A new instance is built here rather than in a `_make…` function: one declaration
            // fewer per registration is a measurable share of a large hub's type-check.
            body += plan.storage == .staticLet ? [.line("return " + sharedStorageName)] : makeInstance(returning: true, call: .inAccessor)
        case .scopeInput:
            if !debugBody.isEmpty {
                body.append(.conditional(GeneratedCode.debugCondition, debugBody))
            }
            body.append(scopeInputRead)
        }
        let declaration = function(
            accessor,
            documentation: "Resolves \(resultDescription): \(lifetime).",
            parameters: accessorParameters,
            effects: effects,
            result: resultType,
            body: body
        )
        return declaration.with(attributes: ["@inline(__always)"]).isolated(to: isolation)
    }

    /// A task-scoped cell's arguments, for `created` and for `value`: the accessor's caller's
    /// location, where a resolve outside the scope stops, after the scope's store and the
    /// property of the scope's struct that keeps the instance, if one does.
    private var taskScopedCellArguments: (read: String, write: String) {
        let location = GeneratedCode.callerLocationArguments
        guard TaskScopeGroup.storesInstance(of: wired, in: hub) else { return ("(\(location))", "(\(location))") }
        let property = TaskScopeGroup.instanceProperty(of: wired)
        let stored = "in: \(TaskScopeGroup.storeName(of: registration.scope!.type)), stored: { $0.\(property) }, "
        return ("(\(stored)\(location))", "(\(stored)storing: { $0.\(property) = $1 }, \(location))")
    }

    /// A scope input's read of the value `startScope` bound. Before the first start it makes
    /// the input's default, or stops the process with a message naming the call to add, at
    /// the input's manifest line (the read is mapped there, and the runtime reports the
    /// caller's `#fileID` and `#line`). A task scope's input, outside any `withScope`, stops
    /// at the accessor's caller's line.
    var scopeInputRead: Statement {
        if registration.scope!.isTask {
            let group = TaskScopeGroup.group(of: wired, in: hub)
            let message = TaskScopeGroup.outOfScopeMessage(for: wired, in: hub)
            return .line(
                "return \(group.storeName).value(\(group.pick(wired)), orFail: \"\(message)\", \(GeneratedCode.callerLocationArguments))",
                mappedTo: registration.location)
        }
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
            documentation: [
                registration.scope!.isTask
                    ? "Makes the default of \(resultDescription), its value in a `withScope` that is given none."
                    : "Makes the default of \(resultDescription), its value until `startScope` binds one."
            ],
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
        let declaration = function(
            accessor,
            documentation:
                "Makes element \(number) of the collection of \(resultDescription); resolve the collection with `\(collection)()`.",
            parameters: [],
            effects: effects,
            result: resultType,
            body: makeInstance(returning: true)
        )
        return declaration.with(attributes: ["@inline(__always)"]).isolated(to: isolation)
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
