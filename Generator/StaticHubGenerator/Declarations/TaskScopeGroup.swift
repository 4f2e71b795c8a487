/// A task scope the hub declares (`TaskScope(S.self)`) and its inputs, in manifest order: one
/// `_HubTaskScopeInputs` store, the `withScope(S.self, …) { … }` that binds them for its body,
/// and the struct whose stored properties keep one call's instances. Both the hub file and
/// each registration's accessor name them.
struct TaskScopeGroup {
    /// The scope's marker type, in its normal form.
    let scope: TypeSyntax
    /// Where the manifest declares it: the store and `withScope` are reported there.
    let location: SourceLocation
    let inputs: [WiredRegistration]
    /// The registrations whose instances the scope's struct stores, in manifest order.
    let stored: [WiredRegistration]
    /// Whether a registration of the scope declares `onScopeEnd:`: its `withScope` then
    /// awaits the teardowns, so it has no synchronous form.
    let hasTeardowns: Bool
    /// Its `withScope`'s and resolver's: the hub's, lowered to its least visible registration's.
    let access: AccessLevel

    /// The groups of `hub`'s task scopes, in the order it declares them.
    static func groups(of hub: HubModel) -> [TaskScopeGroup] {
        hub.taskScopes.map { declaration in
            let scope = declaration.scope
            let local = hub.localRegistrations.filter { $0.registration.scope?.type == scope }
            return TaskScopeGroup(
                scope: scope,
                location: declaration.location,
                inputs: local.filter { $0.registration.kind.isScopeInput },
                stored: local.filter { storesInstance(of: $0, in: hub) },
                hasTeardowns: local.contains { $0.registration.scopeEnd != nil },
                access: min(local.map(\.access).min() ?? hub.access, hub.access))
        }
    }

    /// The group `input` belongs to in `hub`.
    static func group(of input: WiredRegistration, in hub: HubModel) -> TaskScopeGroup {
        groups(of: hub).first { $0.scope == input.registration.scope!.type }!
    }

    /// Whether `wired`'s instance is kept in a property of its scope's struct: a registration
    /// of a task scope its hub declares, but an importing hub's copy of another hub's, which
    /// keeps its instances in the frame's slots.
    static func storesInstance(of wired: WiredRegistration, in hub: HubModel) -> Bool {
        let registration = wired.registration
        guard let scope = registration.scope, scope.isTask, registration.kind.lifetime == .scoped,
            !registration.kind.isScopeInput, wired.rebuiltFrom == nil
        else { return false }
        return hub.taskScopes.contains { $0.scope == scope.type }
    }

    /// `_RequestScopeInstances`: the hub's struct of one call's instances of the scope.
    var instancesName: String { "_" + scope.plainName + "Instances" }

    /// The property of the scope's struct that keeps `wired`'s instance.
    static func instanceProperty(of wired: WiredRegistration) -> String { "_shared" + wired.plainName }

    /// `RequestScopeResolver`: the hub's name for what `withScope(S.self, …) { scope in … }`
    /// hands its body.
    var resolverName: String { scope.plainName + "Resolver" }

    /// `_inputsRequestScope`: the hub's static store of the scope and its inputs.
    var storeName: String { Self.storeName(of: scope) }

    /// The store's name for the task scope `scope`, which its cells take.
    static func storeName(of scope: TypeSyntax) -> String { "_inputs" + scope.plainName }

    /// The inputs as a process scope's are grouped: their values' type and how one is picked.
    private var values: ScopeInputGroup { ScopeInputGroup(scope: scope, inputs: inputs) }

    /// `_HubTaskScopeInputs<(HTTPRequest, String), _RequestScopeInstances>`: the inputs' type
    /// (one input's type alone, all of them as a tuple, or `()`), then the instances' struct.
    var storeType: String { "\(GeneratedCode.taskScopeInputsType)<\(values.valuesType), \(instancesName)>" }

    /// How an input's value is taken from the stored values: `{ $0 }`, or `{ $0.1 }`.
    func pick(_ input: WiredRegistration) -> String { values.pick(input) }

    /// The input's member of the stored values: `.1`, or nothing for a lone input.
    func member(of input: WiredRegistration) -> String { values.member(of: input) }

    /// `AppHub.withScope(RequestScope.self, httpRequest: …) { … }`, as messages write the call.
    func withScopeCall(hubName: String) -> String {
        let labels = inputs.map { ScopeInputGroup.label(of: $0) + ": …" }
        return "\(hubName).withScope(" + ([scope.metatypeExpression] + labels).joined(separator: ", ") + ") { … }"
    }

    /// The stop's message for a resolve of `wired`, a registration or input of a task scope,
    /// with no `withScope` of the scope around it: it names the call to add.
    static func outOfScopeMessage(for wired: WiredRegistration, in hub: HubModel) -> String {
        let scope = wired.registration.scope!.type
        let declaring = wired.rebuiltFrom ?? hub.name
        let call =
            declaring == hub.name && hub.taskScopes.contains { $0.scope == scope }
            ? group(of: wired, in: hub).withScopeCall(hubName: hub.name)
            : "\(declaring).withScope(\(scope.metatypeExpression), …) { … }"
        return
            "'\(wired.registration.identity.description)' lives in task scope '\(scope.spelling)', and no 'withScope' of it encloses this resolve: "
            + "call '\(call)' around the code that resolves it"
    }
}
