/// A task-scoped registration whose factory takes inputs of its own scope: the resolve that
/// builds it already holds the call's frame, so it hands the factory the frame's inputs
/// rather than letting each input's accessor read the scope's task-local again (a second
/// read cost a first resolve about 210 instructions, a tenth of it; see Benchmarks/).
///
/// `_makeRequestLog(_ input0: HTTPRequest)` makes the instance from those inputs, on the
/// factory's line; `_makeRequestLog()`, which the cell's type and the mock scopes use,
/// resolves them and calls it, so that an input a mock replaces reaches the factory there.
extension RegistrationRendering {
    /// The factory's parameters that take an input of the registration's own task scope, by
    /// index: for a registration whose instance its scope's struct stores, and not opaque
    /// (two functions returning `some P` would return two types); empty otherwise.
    var scopeInputParameters: [Int: WiredRegistration] {
        guard !isOpaque, TaskScopeGroup.storesInstance(of: wired, in: hub) else { return [:] }
        var inputs: [Int: WiredRegistration] = [:]
        for (index, parameter) in wired.parameters.enumerated() {
            guard case .registration(let target) = parameter.source, parameter.parameter.form == .resolved else { continue }
            let input = hub.registrations[target]
            if input.registration.kind.isScopeInput, input.importedFrom == nil, input.registration.scope?.type == registration.scope?.type {
                inputs[index] = input
            }
        }
        return inputs
    }

    /// `input0`: the name of the parameter of `_make…(…)` for the factory's parameter `index`.
    static func scopeInputParameterName(_ index: Int) -> String { "input\(index)" }

    /// `_makeRequestLog(_ input0: HTTPRequest) -> RequestLog`: the factory's call, with the
    /// scope's inputs it takes as parameters.
    var makeFromScopeInputsFunction: FunctionDeclaration {
        let parameters = scopeInputParameters.keys.sorted().map { index in
            FunctionDeclaration.Parameter(
                label: "_", name: Self.scopeInputParameterName(index), type: wired.parameters[index].parameter.type.spelling)
        }
        return FunctionDeclaration(
            attributes: ["@inline(__always)"],
            globalActor: isolation,
            accessModifier: "private ",
            name: makeFunctionName,
            parameters: parameters,
            effects: effects,
            result: resultType,
            signatureLocation: registration.location,
            body: makeFunctionBody(call: .fromScopeInputs)
        )
    }

    /// `_makeRequestLog(resolveHTTPRequest())`: the call of `makeFromScopeInputsFunction`
    /// with each input resolved, the body of `_makeRequestLog()`.
    var makeFromResolvedScopeInputs: [Statement] {
        let arguments = scopeInputParameters.sorted { $0.key < $1.key }.map { "\($0.value.accessorName)()" }
        return [.line("\(effects.callPrefix)\(makeFunctionName)(\(arguments.joined(separator: ", ")))", mappedTo: registration.location)]
    }

    /// The closure a resolve of a stored task-scoped instance passes its cell to build it,
    /// which the runtime calls with the call's inputs: `{ inputs in _makeRequestLog(inputs.0) }`,
    /// or `_` for a factory that takes none. `wrap` puts the call inside more (debug builds
    /// hide mocks while making the scope's real instance).
    func buildFromScopeInputs(wrappedIn wrap: (String) -> String = { $0 }) -> String {
        let inputs = scopeInputParameters
        let group = TaskScopeGroup.group(of: wired, in: hub)
        let arguments = inputs.sorted { $0.key < $1.key }.map { "inputs" + group.member(of: $0.value) }
        let name = inputs.isEmpty ? "_" : "inputs"
        let signature = effects.thrownType == nil ? "\(name) in " : "(\(name))\(effects.signatureSuffix) in "
        let make = "\(effects.callPrefix)\(makeFunctionName)(\(arguments.joined(separator: ", ")))"
        return "{ \(signature)\(wrap(make)) }"
    }
}
