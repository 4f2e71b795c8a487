/// What the generator declares for each `WeakSingletonRegister`: a `weak` reference of the
/// registered type. Declared per registration because Swift's `weak` needs a class type it
/// can see, which `any P` (for `P: AnyObject`) is, but a generic parameter is not; declaring
/// `weak var instance: T?` for a value type fails on the registration's manifest line.
public protocol _HubWeakReference: AnyObject {
    associatedtype Value
    /// The instance, while anyone else holds it.
    var instance: Value? { get set }
    init()
}

/// Holds a weak singleton: one instance while anyone holds it, a new one after the last
/// reference is gone. A resolve is one locked read of the weak reference; creation happens
/// under the same lock, so concurrent first resolves get one instance.
public final class _HubWeakSingleton<Reference: _HubWeakReference> {
    // `reference` is only read and written under `lock`.
    private let lock = HubLock()
    private let reference = Reference()

    public init() {}

    /// The instance if someone still holds it; otherwise a new one from `make`, which is
    /// kept weakly. A `make` that throws keeps nothing.
    @inlinable
    public func value<Failure>(make: () throws(Failure) -> Reference.Value) throws(Failure) -> Reference.Value {
        try withLock { () throws(Failure) -> Reference.Value in
            if let instance = currentInstance { return instance }
            let created = try make()
            currentInstance = created
            return created
        }
    }

    @usableFromInline
    var currentInstance: Reference.Value? {
        get { reference.instance }
        set { reference.instance = newValue }
    }

    @usableFromInline
    func withLock<Result, Failure>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try lock.withLock(body)
    }
}

// Shared like a `static let` singleton: safe for values that are `Sendable`, and for others
// only on a hub isolated to a global actor (the compiler says so on the manifest line).
extension _HubWeakSingleton: @unchecked Sendable where Reference.Value: Sendable {}
