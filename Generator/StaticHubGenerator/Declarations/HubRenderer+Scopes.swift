/// A hub's scope members: `resetScope(_:)` per scope, and `startScope` for the scopes its
/// inputs are bound by.
extension HubRenderer {
    /// `resetScope(_:)` for each scope of the hub's scoped registrations, its own and imported:
    /// an overload per scope, so that resetting a scope the hub has nothing in fails to
    /// compile. The scope is process-wide, whichever hub resets it.
    var scopeResets: [FunctionDeclaration] {
        var scopes: [(type: TypeSyntax, access: AccessLevel)] = []
        // A task scope ends with its `withScope`'s body, never by a reset.
        for wired in hub.registrations where wired.registration.kind.lifetime == .scoped && !wired.registration.scope!.isTask {
            let scope = wired.registration.scope!.type
            if let index = scopes.firstIndex(where: { $0.type == scope }) {
                scopes[index].access = max(scopes[index].access, wired.access)
            } else {
                scopes.append((scope, wired.access))
            }
        }
        return scopes.map { scope in
            FunctionDeclaration(
                documentation: [
                    "Ends the current generation of `\(scope.type.spelling)`: every resolve that starts after this returns makes new instances of its scoped registrations, in every hub; instances already resolved are untouched."
                ],
                // Safe from any thread, so callable from any isolation.
                attributes: hub.globalActor == nil ? [] : ["nonisolated"],
                accessModifier: min(scope.access, hub.access).memberModifier,
                name: "resetScope",
                parameters: [.init(label: "_", name: "scope", type: scope.type.metatypeSpelling)],
                body: [.line("\(GeneratedCode.scopeType).reset(scope)")]
            )
        }
    }

    /// A scope's inputs: their store, `startScope(_:…)` with one labelled argument per input in
    /// manifest order (so forgetting one does not compile), and `isScopeStarted(_:)`.
    func scopeStart(_ group: ScopeInputGroup) -> [Declaration] {
        let scope = group.scope
        let access = min(group.inputs.map(\.access).min()!, hub.access).memberModifier
        let store = VariableDeclaration(
            modifiers: "static ",
            name: group.storeName,
            value: "\(group.storeType)(scope: \(scope.metatypeExpression))",
            location: group.inputs[0].registration.location
        )
        let parameters = group.inputs.enumerated().map { index, input in
            let type = input.registration.registeredType
            return FunctionDeclaration.Parameter(
                label: ScopeInputGroup.label(of: input), name: "input\(index)", type: (type.isFunction ? "@escaping " : "") + type.spelling,
                defaultValue: input.registration.hasInputDefault ? RegistrationMembers.inputDefaultMakerName(of: input) + "()" : nil
            )
        }
        let defaults = registrations.filter { registration in
            group.inputs.contains { $0.registration.identity == registration.wired.registration.identity }
        }.map { RegistrationMembers(context: $0).inputDefaultMembers }.filter { !$0.isEmpty }
        let values = group.inputs.indices.map { "input\($0)" }
        let start = FunctionDeclaration(
            documentation: [
                "Ends the current generation of `\(scope.spelling)` and starts the next with these inputs: every resolve that starts after this returns sees them, and builds new instances of the scope's registrations, in every hub. Instances already resolved are untouched."
                    + (defaults.isEmpty ? "" : " An input left out gets its default, made anew.")
            ],
            accessModifier: access,
            name: "startScope",
            parameters: [.init(label: "_", name: "scope", type: scope.metatypeSpelling)] + parameters,
            signatureLocation: group.inputs[0].registration.location,
            body: [.line("\(group.storeName).start(\(values.count == 1 ? values[0] : "(" + values.joined(separator: ", ") + ")"))")]
        )
        let isStarted = FunctionDeclaration(
            documentation: [
                "Whether `startScope(_:…)` has bound the inputs of `\(scope.spelling)`: before, resolving one of them "
                    + (defaults.isEmpty ? "stops the process." : "without a default stops the process.")
            ],
            accessModifier: access,
            name: "isScopeStarted",
            parameters: [.init(label: "_", name: "scope", type: scope.metatypeSpelling)],
            result: "Bool",
            body: [.line("\(group.storeName).isStarted")]
        )
        var starts: [Declaration] = [.function(start)]
        if hub.globalActor != nil, !defaults.isEmpty {
            // A default argument that calls the hub's actor compiles only with Swift 6's
            // isolated default values; in Swift 5 mode a defaulted input is an optional
            // parameter, whose default the body makes on the actor.
            let parameters =
                [start.parameters[0]]
                + zip(group.inputs, start.parameters.dropFirst()).map { input, parameter in
                    guard input.registration.hasInputDefault else { return parameter }
                    // An optional closure escapes without saying so, and may not say it.
                    return FunctionDeclaration.Parameter(
                        label: parameter.label, name: parameter.name, type: "(" + input.registration.registeredType.spelling + ")?",
                        defaultValue: "nil")
                }
            let bound = zip(group.inputs, values).map { input, value in
                input.registration.hasInputDefault ? "\(value) ?? \(RegistrationMembers.inputDefaultMakerName(of: input))()" : value
            }
            let fallback = start.with(
                parameters: parameters,
                body: [.line("\(group.storeName).start(\(bound.count == 1 ? bound[0] : "(" + bound.joined(separator: ", ") + ")"))")])
            starts = [.conditional("hasFeature(IsolatedDefaultValues)", starts, else: [.function(fallback)])]
        }
        return [.variable(store)] + defaults.flatMap { [.blankLine] + $0 } + [.blankLine] + starts + [.blankLine, .function(isStarted)]
    }
}
