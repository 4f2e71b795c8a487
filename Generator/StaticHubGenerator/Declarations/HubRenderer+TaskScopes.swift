/// A hub's task scopes: for each, its store and `withScope(S.self, …) { … }`, asynchronous and,
/// when no registration of the scope has a teardown to await, synchronous too.
extension HubRenderer {
    func taskScopeMembers(_ group: TaskScopeGroup) -> [Declaration] {
        let scope = group.scope
        let local = hub.localRegistrations.filter { $0.registration.scope?.type == scope }
        let access = min(local.map(\.access).min() ?? hub.access, hub.access).memberModifier
        let store = VariableDeclaration(
            modifiers: "static ",
            name: group.storeName,
            value: "\(group.storeType)(scope: \(scope.metatypeExpression))",
            location: group.location
        )
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
        func withScope(isAsync: Bool, inputs: [FunctionDeclaration.Parameter], values: String) -> FunctionDeclaration {
            let body = FunctionDeclaration.Parameter(
                label: "_", name: "body", type: isAsync ? "() async throws(Failure) -> Result" : "() throws(Failure) -> Result")
            let isolation = hub.globalActor == nil ? "isolation" : "#isolation"
            return FunctionDeclaration(
                documentation: isAsync
                    ? [
                        "Runs `body` inside a new call of the task scope `\(scope.spelling)`: its resolves, and those of its child tasks and of the `Task { }`s it starts, share one instance of each of the scope's registrations, which no other call sees. When `body` returns, throws or is cancelled, the call lets go of its instances and runs their `onScopeEnd:`, newest first, before this returns. An inner `withScope` of the same scope wins inside its body; `Task.detached` inherits none."
                    ]
                    : [
                        "Runs `body` inside a new call of the task scope `\(scope.spelling)`, as the asynchronous form does; the call lets go of its instances when `body` returns or throws."
                    ],
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
        var forms: [Declaration] = [.function(withScope(isAsync: true, inputs: inputs, values: values))]
        if !group.hasTeardowns {
            forms += [.blankLine, .function(withScope(isAsync: false, inputs: inputs, values: values))]
        }
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
            var fallback: [Declaration] = [.function(withScope(isAsync: true, inputs: optional, values: boundValues))]
            if !group.hasTeardowns {
                fallback += [.blankLine, .function(withScope(isAsync: false, inputs: optional, values: boundValues))]
            }
            forms = [.conditional("hasFeature(IsolatedDefaultValues)", forms, else: fallback)]
        }
        return [.variable(store)] + defaultMakers.flatMap { [.blankLine, $0] } + [.blankLine] + forms
    }
}
