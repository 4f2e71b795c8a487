/// A hub's task scopes: for each, its store and `withScope(S.self, …) { … }`, asynchronous and,
/// when no registration of the scope has a teardown to await, synchronous too; each also in a
/// form whose body takes the scope's resolver, which every file gives its registrations'
/// accessors.
extension HubRenderer {
    /// For each task scope, the accessors of this file's registrations on the scope's resolver:
    /// those that live in or reach no other task scope, which a resolve inside this scope's
    /// `withScope` alone could not make. Each file adds its own, so an edit of one manifest
    /// file leaves the others' alone.
    var taskScopeResolverExtensions: [Declaration] {
        let groups = TaskScopeGroup.groups(of: hub)
        guard !groups.isEmpty, !sharedRegistrations.isEmpty else { return [] }
        let taskScopes = Set(hub.registrations.compactMap { $0.registration.scope.flatMap { $0.isTask ? $0.type : nil } })
        var reach = ScopesReached(registrations: hub.registrations, collections: hub.collections)
        let index = Dictionary(
            hub.registrations.indices.filter { hub.registrations[$0].importedFrom == nil }.map {
                (hub.registrations[$0].registration.identity, $0)
            },
            uniquingKeysWith: { first, _ in first })
        let reached = sharedRegistrations.map { context in
            index[context.wired.registration.identity].map { reach.scopes(of: $0).intersection(taskScopes) } ?? []
        }
        return groups.flatMap { group -> [Declaration] in
            let members = zip(sharedRegistrations, reached).filter { $0.1.isSubset(of: [group.scope]) }.map(\.0)
            guard !members.isEmpty else { return [] }
            let accessors = separated(members.map { [RegistrationOverloads(context: $0).resolverAccessor(visibleAs: group.access)] })
            return [
                .blankLine,
                .conditional(
                    GeneratedCode.taskScopeResolverCondition,
                    [.typeExtension(ExtensionDeclaration(extendedType: "\(hub.name).\(group.resolverName)", members: accessors))])
            ]
        }
    }

    func taskScopeMembers(_ group: TaskScopeGroup) -> [Declaration] {
        let scope = group.scope
        let access = group.access.memberModifier
        let store = VariableDeclaration(
            modifiers: "static ",
            name: group.storeName,
            value: "\(group.storeType)(scope: \(scope.metatypeExpression))",
            location: group.location
        )
        let instances = NominalTypeDeclaration(
            documentation: ["The instances of one call of the task scope `\(scope.spelling)`, which the call's frame keeps."],
            kind: .struct, name: group.instancesName, inheritance: [GeneratedCode.taskScopeInstancesProtocol], location: group.location,
            members: group.stored.map { wired in
                .variable(
                    VariableDeclaration(
                        isConstant: false, name: TaskScopeGroup.instanceProperty(of: wired),
                        type: TypeSyntax.optional(wired.registration.registeredType).spelling, location: wired.registration.location))
            })
        let inputs = group.inputs.enumerated().map { index, input in
            let type = input.registration.registeredType
            return FunctionDeclaration.Parameter(
                label: ScopeInputGroup.label(of: input), name: "input\(index)", type: (type.isFunction ? "@escaping " : "") + type.spelling,
                defaultValue: input.registration.hasInputDefault ? RegistrationMembers.inputDefaultMakerName(of: input) + "()" : nil
            )
        }
        let defaultMakers: [Declaration] = registrations.filter { registration in
            group.inputs.contains { $0.registration.identity == registration.wired.registration.identity }
        }.compactMap { RegistrationMembers(context: $0).inputDefaultMembers.first }
        let values =
            group.inputs.isEmpty
            ? "()" : group.inputs.count == 1 ? "input0" : "(" + group.inputs.indices.map { "input\($0)" }.joined(separator: ", ") + ")"
        let scopeParameter = FunctionDeclaration.Parameter(label: "_", name: "scope", type: scope.metatypeSpelling)
        let failure = Effects(throwing: .typed(.nominal([.init(name: "Failure", genericArguments: [])])))
        // A hub no actor isolates runs the body in its caller's isolation; an isolated hub's
        // `withScope` is on its actor, as its other members are.
        let isolationParameter: [FunctionDeclaration.Parameter] =
            hub.globalActor == nil ? [.init(label: "isolation", type: "isolated (any Actor)?", defaultValue: "#isolation")] : []
        func withScope(isAsync: Bool, resolving: Bool, inputs: [FunctionDeclaration.Parameter], values: String) -> FunctionDeclaration {
            let argument = resolving ? group.resolverName : ""
            let body = FunctionDeclaration.Parameter(
                label: "_", name: "body",
                type: isAsync ? "(\(argument)) async throws(Failure) -> Result" : "(\(argument)) throws(Failure) -> Result")
            let isolation = hub.globalActor == nil ? "isolation" : "#isolation"
            let documentation =
                resolving
                ? "Runs `body` as the form without a parameter does, handing it the scope's `\(group.resolverName)`: a function that takes one runs only inside a `withScope`, and the resolver cannot leave the body."
                : isAsync
                    ? "Runs `body` inside a new call of the task scope `\(scope.spelling)`: its resolves, and those of its child tasks and of the `Task { }`s it starts, share one instance of each of the scope's registrations, which no other call sees. When `body` returns, throws or is cancelled, the call lets go of its instances and runs their `onScopeEnd:`, newest first, before this returns. An inner `withScope` of the same scope wins inside its body; `Task.detached` inherits none."
                    : "Runs `body` inside a new call of the task scope `\(scope.spelling)`, as the asynchronous form does; the call lets go of its instances when `body` returns or throws."
            return FunctionDeclaration(
                documentation: [documentation],
                attributes: ["@discardableResult"],
                accessModifier: access,
                name: "withScope",
                genericParameters: ["Result", "Failure: Error"],
                parameters: [scopeParameter] + inputs + (isAsync ? isolationParameter : []) + [body],
                effects: Effects(isAsync: isAsync, throwing: failure.throwing),
                result: "Result",
                signatureLocation: group.location,
                body: [
                    .line(
                        isAsync
                            ? "try await \(group.storeName).withScope(\(values), isolation: \(isolation), body)"
                            : "try \(group.storeName).withScope(\(values), body)")
                ]
            )
        }
        // Without a parameter, then, where the runtime declares the resolver, with one.
        func withScopeForms(inputs: [FunctionDeclaration.Parameter], values: String) -> [Declaration] {
            func both(resolving: Bool) -> [Declaration] {
                let async = Declaration.function(withScope(isAsync: true, resolving: resolving, inputs: inputs, values: values))
                guard !group.hasTeardowns else { return [async] }
                return [async, .blankLine, .function(withScope(isAsync: false, resolving: resolving, inputs: inputs, values: values))]
            }
            return both(resolving: false) + [.blankLine, .conditional(GeneratedCode.taskScopeResolverCondition, both(resolving: true))]
        }
        var forms = withScopeForms(inputs: inputs, values: values)
        if hub.globalActor != nil, group.inputs.contains(where: \.registration.hasInputDefault) {
            // A default argument that calls the hub's actor compiles only with Swift 6's
            // isolated default values; in Swift 5 mode a defaulted input is an optional
            // parameter, whose default the body makes on the actor.
            let optional = zip(group.inputs, inputs).map { input, parameter in
                guard input.registration.hasInputDefault else { return parameter }
                return FunctionDeclaration.Parameter(
                    label: parameter.label, name: parameter.name, type: "(" + input.registration.registeredType.spelling + ")?",
                    defaultValue: "nil")
            }
            let bound = group.inputs.enumerated().map { index, input in
                input.registration.hasInputDefault
                    ? "input\(index) ?? \(RegistrationMembers.inputDefaultMakerName(of: input))()" : "input\(index)"
            }
            let boundValues = bound.count == 1 ? bound[0] : "(" + bound.joined(separator: ", ") + ")"
            forms = [.conditional("hasFeature(IsolatedDefaultValues)", forms, else: withScopeForms(inputs: optional, values: boundValues))]
        }
        let resolver = TypeAliasDeclaration(
            documentation: [
                "What `withScope(\(scope.metatypeExpression), …) { scope in … }` hands its body: its members resolve the hub's registrations, and a function that takes one runs only inside a `withScope`."
            ],
            accessModifier: access, name: group.resolverName,
            type: "\(GeneratedCode.taskScopeResolverType)<\(hub.name), \(scope.spelling)>", location: group.location)
        return [.variable(store), .blankLine, .nominalType(instances)] + defaultMakers.flatMap { [.blankLine, $0] }
            + [.blankLine, .conditional(GeneratedCode.taskScopeResolverCondition, [.typeAlias(resolver)]), .blankLine] + forms
    }
}
