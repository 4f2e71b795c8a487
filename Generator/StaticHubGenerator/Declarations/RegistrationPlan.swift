/// What the generator writes for one registration, decided once from its kind and effects:
/// how resolves keep its instance and what a mock of it is. The parts of its rendering switch
/// over these instead of deriving them again from the kind in each member it renders.
struct RegistrationPlan: Sendable, Equatable {
    /// How resolves get the instance.
    enum Storage: Sendable, Equatable {
        /// Made on every resolve, in the accessor (for a collection's element, its function).
        case none
        /// A singleton without effects: a `private static let`, made by `_make…`.
        case staticLet
        /// A singleton whose factory throws or suspends, which a `static let` cannot hold: a
        /// `_HubSingletonCell`, made by `_make…`.
        case cell
        /// A weak singleton: a `_HubWeakSingleton` of a generated weak reference, made by `_make…`.
        case weakReference
        /// A scoped registration: a `_HubScopedCell` of its scope, made by `_make…`.
        case scopedCell
        /// A scope input: read from the hub's `_HubScopeInputs` of its scope, which
        /// `startScope` binds; nothing of its own.
        case scopeInput
    }

    /// What a mock of it is.
    enum Mock: Sendable, Equatable {
        /// Nothing: callers see `some P`, whose type cannot change, so its `mock` functions
        /// are unavailable, with a message saying so.
        case unavailable
        /// A closure over the explicit parameters with the registration's effects
        /// (`mock(_:factory:)`), or the instance itself (`mock(_:singleton:)`), each stored as
        /// given. For a shared lifetime the closure's instance is made once per mock scope.
        case closureOrInstance
        /// A singleton kept in a cell, or a scoped registration with effects: both forms too,
        /// the instance stored as a closure returning it, and the closure run on each resolve,
        /// so a test can make its creation fail or suspend as the real one does.
        case closure
    }

    var storage: Storage
    var mock: Mock

    /// `effects` are the registration's own joined with its dependencies'.
    init(kind: RegistrationKind, effects: Effects) {
        switch kind.lifetime {
        case _ where kind.isScopeInput: storage = .scopeInput
        case .transient: storage = .none
        case .singleton: storage = effects.isNone ? .staticLet : .cell
        case .weakSingleton: storage = .weakReference
        case .scoped: storage = .scopedCell
        }
        if kind.isOpaque {
            mock = .unavailable
        } else {
            switch storage {
            case .none, .staticLet, .weakReference, .scopeInput: mock = .closureOrInstance
            case .scopedCell: mock = effects.isNone ? .closureOrInstance : .closure
            case .cell: mock = .closure
            }
        }
    }

    /// A shared instance, strongly or weakly held, made by `_make…`. (A scope input is
    /// shared too, but made by no one: its mocks work as a transient registration's, the
    /// closure run on each resolve.)
    var isShared: Bool { storage != .none && storage != .scopeInput }
}
