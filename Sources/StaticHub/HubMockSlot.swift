/// Storage for one registration's global mock, used by generated code in debug builds.
///
/// Generated `mock(_:factory:)` and `mock(_:singleton:)` functions of a hub that is not
/// isolated to a global actor write here; its resolve functions read here before
/// creating the real value. (A hub isolated to a global actor keeps its mocks in
/// actor-isolated static storage instead and needs no lock.)
public final class HubMockSlot<Value: Sendable>: Sendable {
    private let lock = HubLock()
    // nonisolated(unsafe): every read and write of `stored` holds `lock`.
    nonisolated(unsafe) private var stored: Value?

    /// Creates an empty slot.
    public init() {}

    /// The current mock, or `nil` when the real registration applies.
    public var value: Value? {
        lock.withLock { stored }
    }

    /// Replaces the mock; `nil` restores the real registration.
    public func set(_ newValue: Value?) {
        lock.withLock { stored = newValue }
    }
}
