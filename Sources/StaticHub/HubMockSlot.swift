/// Storage for one registration's global mock, for generated code in debug builds.
///
/// Generated `mock(_:factory:)` and `mock(_:singleton:)` functions of a hub that is not
/// isolated to a global actor write here; its resolve functions read here before
/// creating the real value. (A hub isolated to a global actor keeps its mocks in
/// actor-isolated static storage instead and needs no lock.)
///
/// Generated code stores only `@Sendable` closures, or instances of a singleton's type,
/// which the singleton's own `static let` already requires to be `Sendable`. `Value` is
/// deliberately unconstrained so that a non-Sendable singleton is reported once, on its
/// registration line, rather than again at every use of its slot.
public final class HubMockSlot<Value>: @unchecked Sendable {
    private let lock = HubLock()
    // Every read and write of `stored` holds `lock`.
    private var stored: Value?

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
