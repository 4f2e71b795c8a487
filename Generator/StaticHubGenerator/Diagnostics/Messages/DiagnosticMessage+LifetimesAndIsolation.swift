/// The messages filed under "Lifetimes and isolation" in the diagnostics article (see `DiagnosticEntry`).
extension DiagnosticMessage {
    enum LifetimesAndIsolation {
        static func inputDefaultWithEffects(_ input: String, effects: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .inputDefaultWithEffects,
                "the default of input '\(input)' would be \(effects): 'startScope' makes it as a default argument, which can neither await, throw nor change actors; "
                    + "give the input a default without effects, or none (then 'startScope' needs it)"
            )
        }

        static func inputDefaultReachesScope(_ input: String, reached: String, scope: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .inputDefaultReachesScope,
                "the default of input '\(input)' reaches '\(reached)' of its own scope '\(scope)', which 'startScope' would read from the generation it ends; "
                    + "make the default from registrations outside '\(scope)', or give the input no default"
            )
        }

        /// `holder` (`the singleton 'any Checkout'`) reaches `captured`, scoped in `scope`, along
        /// `path` (from the holder); `firstDependency` is the argument of the provider that fixes it.
        static func captiveDependency(
            holder: String, holderName: String, captured: String, scope: String, path: [String], firstDependency: String,
            isTaskScope: Bool = false
        ) -> DiagnosticMessage {
            let end = isTaskScope ? "its 'withScope(\(scope).self, …)' ends" : "'resetScope(\(scope).self)'"
            return DiagnosticMessage(
                .captiveDependency,
                "captive dependency: \(holder) would keep the '\(scope)' instance of '\(captured)' after \(end) ("
                    + path.joined(separator: " → ")
                    + "); register '\(holderName)' with 'ScopedRegister(…, scope: \(scope).self, …)', "
                    + "or take '.provider(\(firstDependency))', which resolves the current instance on each 'make()'"
            )
        }

        /// `registration` would need both `first` (which `firstReason` isolates) and `second`.
        static func conflictingIsolation(_ registration: String, first: String, firstReason: String, second: String, secondReason: String)
            -> DiagnosticMessage
        {
            DiagnosticMessage(
                .conflictingIsolation,
                "'\(registration)' would need two actors: '\(first)' (\(firstReason)) and '\(second)' (\(secondReason)); "
                    + "isolate those registrations to one actor, or take one of them as '.provider(…)', whose 'make()' runs on its actor"
            )
        }

        static func taskScopeDeclaredTwice(_ scope: String, hub: String) -> DiagnosticMessage {
            DiagnosticMessage(.taskScopeDeclaredTwice, "'\(scope)' is already a task scope of '\(hub)': remove this 'TaskScope'")
        }

        static func taskScopeOfAnotherHubDeclared(_ scope: String, declaringHub: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .taskScopeDeclaredTwice,
                "'\(scope)' is already a task scope of '\(declaringHub)', whose 'withScope' holds its instances: "
                    + "remove this 'TaskScope' and move this hub's registrations of it to '\(declaringHub)', or give this hub a marker type of its own"
            )
        }

        static func taskScopeUnused(_ scope: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .taskScopeUnused,
                "task scope '\(scope)' has no registration: add 'ScopedRegister(…, scope: \(scope).self, …)' or 'ScopeInput(…, scope: \(scope).self)' "
                    + "to this manifest, or remove the 'TaskScope'"
            )
        }

        static func taskScopeOfAnotherHub(_ scope: String, declaringHub: String, kind: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .taskScopeOfAnotherHub,
                "'\(scope)' is a task scope of '\(declaringHub)', whose 'withScope' holds its instances: move this '\(kind)' to a manifest of '\(declaringHub)' "
                    + "(hubs that import it resolve it there), or give it a scope of its own"
            )
        }

        static func scopeEndOutsideTaskScope(_ scope: String) -> DiagnosticMessage {
            DiagnosticMessage(
                .scopeEndOutsideTaskScope,
                "'onScopeEnd:' runs when a 'withScope' ends, and '\(scope)' is a process-wide scope, which never ends that way: "
                    + "declare 'TaskScope(\(scope).self)' in this hub's manifest, or remove 'onScopeEnd:'"
            )
        }

        static func captiveDependencyEdge(_ from: String, _ to: String) -> DiagnosticMessage {
            DiagnosticMessage(.captiveDependencyEdge, "'\(from)' depends on '\(to)' here")
        }
    }
}
