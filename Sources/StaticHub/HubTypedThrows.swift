/// Calls the stored mock of a registration with typed throws, giving its error its type back.
///
/// Generated code stores such a mock as a plain `throws` closure: storing the typed closure
/// itself (as `Any`) would need the metadata of a function type with a thrown error type,
/// which only the Swift 6 runtime has (macOS 15, iOS 18), and the runtime supports older
/// systems. The `mock` functions take typed closures, so nothing else can be thrown.
public enum _HubTypedThrows {
    public static func call<Value, Failure: Error>(_ body: () throws -> Value, throwing _: Failure.Type) throws(Failure) -> Value {
        do {
            return try body()
        } catch {
            throw typed(error)
        }
    }

    public static func call<Value, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Value,
        throwing _: Failure.Type
    ) async throws(Failure) -> Value {
        do {
            return try await body()
        } catch {
            throw typed(error)
        }
    }

    private static func typed<Failure: Error>(_ error: any Error) -> Failure {
        guard let typed = error as? Failure else {
            preconditionFailure("a mock declared to throw \(Failure.self) threw \(type(of: error))")
        }
        return typed
    }
}
