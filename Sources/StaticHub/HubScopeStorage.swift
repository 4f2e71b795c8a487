/// The storage of a scoped registration, whichever kind its scope is: `_HubScopedCell` for a
/// process-wide scope, `_HubTaskScopedCell` for a task scope. A mock scope keeps a sibling of
/// the real cell, so it builds its own instances in the same scope.
public protocol _HubScopeStorage<Value>: AnyObject {
    associatedtype Value

    /// A new cell of the same scope, with instances of its own.
    func sibling() -> Self

    func value<Failure>(make: () throws(Failure) -> Value) throws(Failure) -> Value

    func value<Failure>(isolation: isolated (any Actor)?, make: () async throws(Failure) -> Value) async throws(Failure) -> Value
}

extension _HubScopedCell: _HubScopeStorage {
    public func sibling() -> _HubScopedCell<Value> { _HubScopedCell(sameScopeAs: self) }
}

extension _HubTaskScopedCell: _HubScopeStorage {
    public func sibling() -> _HubTaskScopedCell<Value> { _HubTaskScopedCell(sameScopeAs: self) }
}
