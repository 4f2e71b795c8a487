/// The inputs one hub declares for a scope (`ScopeInput(T.self, scope: S.self)`), which its
/// generated `startScope(S.self, …)` binds together: `Values` is one of them, or a tuple of
/// all of them in manifest order.
///
/// The values live in the scope's bindings of each generation (`HubScopeBindings`): a read
/// inside a build of a scoped instance gets the values of the generation the build began
/// in, any other read those of the current generation. Reads take a lock: an input is read
/// when something built from it is made (once per generation for a scoped registration),
/// not on every resolve of that thing.
public final class HubScopeInputs<Values> {
    private let scope: HubScope

    /// The inputs of the scope `marker` names.
    public init(scope marker: Any.Type) {
        scope = HubScope.named(marker)
    }

    /// Whether `start(_:)` has bound the inputs.
    public var isStarted: Bool {
        scope.visibleBindings().values(of: ObjectIdentifier(self), as: Values.self) != nil
    }

    /// Ends the scope's current generation, as `resetScope` does, and binds `values` for the
    /// next: every resolve that starts after this returns sees them, and builds new scoped
    /// instances from them. Instances already resolved are untouched; builds still running
    /// finish with the values they began with.
    public func start(_ values: Values) {
        scope.start(binding: HubScopeBindings.Box(values), for: ObjectIdentifier(self))
    }

    /// The bound input that `pick` takes from the values; before the first start, stops the
    /// process with `message`, which names the scope and the call to add, at `file` and
    /// `line` (generated code passes the input's manifest line).
    public func value<Input>(
        _ pick: (Values) -> Input,
        orFail message: StaticString,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Input {
        guard let values = scope.visibleBindings().values(of: ObjectIdentifier(self), as: Values.self) else {
            fatalError("\(message)", file: file, line: line)
        }
        return pick(values)
    }

    /// The bound input that `pick` takes from the values; before the first start, the default
    /// of the input at `index`, made with `makeDefault` once per generation.
    public func value<Input>(_ pick: (Values) -> Input, defaultAt index: Int, _ makeDefault: () -> Input) -> Input {
        let bindings = scope.visibleBindings()
        guard let values = bindings.values(of: ObjectIdentifier(self), as: Values.self) else {
            return bindings.defaultValue(of: ObjectIdentifier(self), index: index, make: makeDefault)
        }
        return pick(values)
    }
}

// The scope's bindings are locked; sharing the inputs is as safe as sharing the values.
extension HubScopeInputs: @unchecked Sendable where Values: Sendable {}

/// Declares a value known only at run time (an API key, the signed-in user's settings) that
/// a generation of `scope` is started with: the hub's `startScope(_:…)` takes one labelled
/// argument per input of the scope and binds them together. Registrations take it like any
/// dependency; what reaches it must live in the scope. `name:` names its accessor and its
/// label in `startScope` (`publishableKey:` for `name: "publishableKey"`).
public func ScopeInput<Registered>(
    _ registeredType: Registered.Type,
    scope: any Any.Type,
    tag: (any Any.Type)? = nil,
    name: String? = nil
) -> HubRegistration {
    HubRegistration(kind: .scopeInput, registeredType: registeredType, scope: scope, tag: tag, name: name)
}
