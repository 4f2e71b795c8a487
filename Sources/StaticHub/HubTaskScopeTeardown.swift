#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Bionic)
    import Bionic
#endif

/// A task-scoped registration's `onScopeEnd:`, with the names its failure is reported by. A
/// class, so each slot that keeps it takes one reference.
@usableFromInline
final class HubTaskScopeTeardown<Value>: Sendable {
    let run: @Sendable (Value) async throws -> Void
    let registration: String
    let scope: String

    init(run: @escaping @Sendable (Value) async throws -> Void, registration: String, scope: String) {
        self.run = run
        self.registration = registration
        self.scope = scope
    }

    func run(on instance: Value) async {
        do {
            try await run(instance)
        } catch {
            HubScopeEndFailure.report(HubScopeEndFailure(registration: registration, scope: scope, error: error))
        }
    }
}

/// An error an `onScopeEnd:` threw. It does not stop the other teardowns of the scope, nor
/// change what `withScope` returns or throws: it goes to the handler set with
/// ``reportFailures(to:)``, which by default writes it to standard error.
public struct HubScopeEndFailure: Error, CustomStringConvertible {
    /// The registered type whose teardown threw, as the manifest spells it.
    public let registration: String
    /// The task scope that ended.
    public let scope: String
    public let error: any Error

    public var description: String {
        "StaticHub: 'onScopeEnd' of '\(registration)' threw when its '\(scope)' scope ended: \(error)"
    }

    private static let lock = HubLock()
    nonisolated(unsafe) private static var handler: @Sendable (HubScopeEndFailure) -> Void = { failure in
        let line = failure.description + "\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }

    /// Sends every later failure of a teardown to `handler` (a server's logger, say), from
    /// the task whose `withScope` ended.
    public static func reportFailures(to handler: @escaping @Sendable (HubScopeEndFailure) -> Void) {
        lock.withLock { Self.handler = handler }
    }

    static func report(_ failure: HubScopeEndFailure) {
        lock.withLock { handler }(failure)
    }
}
