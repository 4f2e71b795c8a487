/// The inputs a hub declares for one scope (`ScopeInput(T.self, scope: S.self)`), in manifest
/// order: one `_HubScopeInputs` store, one `startScope(S.self, …)` that binds them together,
/// one `isScopeStarted(S.self)`. Both the hub file and each input's accessor name them.
struct ScopeInputGroup {
    /// The scope's marker type, in its normal form.
    let scope: TypeSyntax
    let inputs: [WiredRegistration]

    /// The groups of `hub`'s own inputs, in the order of each scope's first input.
    static func groups(of hub: HubModel) -> [ScopeInputGroup] {
        var groups: [ScopeInputGroup] = []
        // A task scope's inputs are bound by its `withScope` (see `TaskScopeGroup`).
        for wired in hub.localRegistrations where wired.registration.kind.isScopeInput && !wired.registration.scope!.isTask {
            let scope = wired.registration.scope!.type
            if let index = groups.firstIndex(where: { $0.scope == scope }) {
                groups[index] = ScopeInputGroup(scope: scope, inputs: groups[index].inputs + [wired])
            } else {
                groups.append(ScopeInputGroup(scope: scope, inputs: [wired]))
            }
        }
        return groups
    }

    /// The group `input` belongs to in `hub`.
    static func group(of input: WiredRegistration, in hub: HubModel) -> ScopeInputGroup {
        groups(of: hub).first { $0.scope == input.registration.scope!.type }!
    }

    /// `_inputsClerkSession`: the hub's static store of the scope's inputs.
    var storeName: String { "_inputs" + scope.plainName }

    /// `_HubScopeInputs<(any ClerkSettings, String)>`: the store of `valuesType`.
    var storeType: String { "_HubScopeInputs<\(valuesType)>" }

    /// `(any ClerkSettings, String)`: one input's type alone, all of them as a tuple, or `()`
    /// (a task scope's with no input).
    var valuesType: String {
        let types = inputs.map(\.registration.registeredType.spelling)
        return types.count == 1 ? types[0] : "(" + types.joined(separator: ", ") + ")"
    }

    /// The input's position among the scope's inputs.
    func index(of input: WiredRegistration) -> Int {
        inputs.firstIndex { $0.registration.identity == input.registration.identity }!
    }

    /// How an input's value is taken from the stored values: `{ $0 }`, or `{ $0.1 }`.
    func pick(_ input: WiredRegistration) -> String { "{ $0\(member(of: input)) }" }

    /// The input's member of the stored values: `.1` in a tuple, nothing for a lone input.
    func member(of input: WiredRegistration) -> String {
        inputs.count > 1 ? ".\(index(of: input))" : ""
    }

    /// `clerkSettings`: the input's accessor name without `resolve`, lowercased as a Swift
    /// name is (`urlSettings` for `URLSettings`).
    static func label(of input: WiredRegistration) -> String {
        let name = input.plainName
        let leadingCapitals = name.prefix { $0.isUppercase }.count
        let lowered = leadingCapitals > 1 && leadingCapitals < name.count ? leadingCapitals - 1 : Swift.max(leadingCapitals, 1)
        return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
    }

    /// `startScope(ClerkSession.self, clerkSettings: …, publishableKey: …)`, as messages write the call.
    func startCall(hubName: String) -> String {
        "\(hubName).startScope(\(scope.metatypeExpression), " + inputs.map { Self.label(of: $0) + ": …" }.joined(separator: ", ") + ")"
    }
}
