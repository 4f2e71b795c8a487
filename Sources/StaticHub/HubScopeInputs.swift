public import StaticHubAtomics

/// The inputs one hub declares for a scope (`ScopeInput(T.self, scope: S.self)`), which its
/// generated `startScope(S.self, …)` binds together: `Values` is one of them, or a tuple of
/// all of them in manifest order.
///
/// The values live in the scope's bindings of each generation (`HubScopeBindings`): a read
/// inside a build of a scoped instance gets the values of the generation the build began
/// in, any other read those of the current generation, which the store keeps at hand. A read
/// takes a lock, as a hand-written store of configuration does.
public final class _HubScopeInputs<Values> {
    @usableFromInline let scope: _HubScope
    /// The scope's count of running builds, read without going through the scope.
    @usableFromInline let builds: UnsafeMutablePointer<CLong>
    /// Set, before its bindings are published, by the first start; never cleared.
    @usableFromInline let startedFlag: UnsafeMutablePointer<CLong>
    @usableFromInline let lock = HubLock()
    /// The current generation's record, once read; guarded by `lock`, so unchecked by the
    /// exclusivity checker, whose dynamic check would cost each read more than the lock.
    @exclusivity(unchecked) @usableFromInline var current: Record?

    /// The inputs of the scope `marker` names.
    public init(scope marker: Any.Type) {
        scope = _HubScope.named(marker)
        builds = scope.builds
        startedFlag = .allocate(capacity: 1)
        startedFlag.initialize(to: 0)
    }

    deinit {
        startedFlag.deallocate()
    }

    /// Whether `start(_:)` has bound the inputs.
    public var isStarted: Bool {
        record().values != nil
    }

    /// Ends the scope's current generation, as `resetScope` does, and binds `values` for the
    /// next: every resolve that starts after this returns sees them, and builds new scoped
    /// instances from them. Instances already resolved are untouched; builds still running
    /// finish with the values they began with.
    public func start(_ values: Values) {
        statichub_flag_set(startedFlag)
        scope.start(binding: Bound(values), for: ObjectIdentifier(self))
    }

    /// The bound input that `pick` takes from the values; before the first start, stops the
    /// process with `message`, which names the scope and the call to add, at `file` and
    /// `line` (generated code passes the input's manifest line).
    @inlinable
    public func value<Input>(
        _ pick: (Values) -> Input,
        orFail message: StaticString,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Input {
        guard let values = record().values else { fatalError("\(message)", file: file, line: line) }
        return pick(values)
    }

    /// The bound input that `pick` takes from the values; before the first start, the
    /// input's default, which `cell` keeps once `makeDefault` has made it (a reset keeps it,
    /// as it keeps bound inputs). Before the first start, and while no build of the scope
    /// runs, this is the cell's lock-free read, inlined.
    @inlinable
    public func value<Input>(_ pick: (Values) -> Input, default cell: _HubSingletonCell<Input>, _ makeDefault: () -> Input) -> Input {
        if statichub_count_is_zero(builds), !statichub_flag_is_set(startedFlag) { return cell.value(make: makeDefault) }
        guard let values = record().values else { return cell.value(make: makeDefault) }
        return pick(values)
    }

    /// The record of the generation this read sees: the current one, kept at hand while no
    /// build of the scope runs; else the one of the build this task runs inside, if any.
    @inlinable
    func record() -> Record {
        if statichub_count_is_zero(builds) {
            let generation = scope.current
            lock.lock()
            if let current, current.generation == generation {
                lock.unlock()
                return current
            }
            lock.unlock()
        }
        return visibleRecord()
    }

    @usableFromInline
    func visibleRecord() -> Record {
        let bindings = scope.visibleBindings()
        let record = Record(generation: bindings.generation, values: (bindings.input(of: ObjectIdentifier(self)) as? Bound)?.values)
        lock.withLock {
            if record.generation > current?.generation ?? -1 { current = record }
        }
        return record
    }

    /// The values of one start, as the scope's bindings hold them.
    final class Bound {
        let values: Values

        init(_ values: Values) {
            self.values = values
        }
    }

    /// One generation's values: nil before the first start.
    @usableFromInline
    final class Record: @unchecked Sendable {
        // @unchecked: never changes after `init`.
        @usableFromInline let generation: Int
        @usableFromInline let values: Values?

        init(generation: Int, values: Values?) {
            self.generation = generation
            self.values = values
        }
    }
}

// The store and the scope's bindings are locked; sharing the inputs is as safe as sharing
// the values.
extension _HubScopeInputs: @unchecked Sendable where Values: Sendable {}

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
    HubRegistration()
}
