/// A parameter of a `Register` factory: passed by the caller, or resolved from the hub.
///
/// ```swift
/// Register((any AppContextProtocol).self,
///          parameterTypes: .explicit(Date.self), .resolved((any ThemeProtocol).self),
///          using: AppContext.init(boot:theme:))
/// ```
public struct HubParameter<Value>: Sendable {
    /// Where the value of a parameter comes from.
    public enum Source: Sendable {
        /// The caller of `resolve` passes the value.
        case explicit
        /// The hub resolves the value.
        case resolved
    }

    /// Where the value comes from.
    public let source: Source

    // `explicit` and `resolved` take their own generic parameter rather than `Value`: the
    // type then comes from the argument, so a factory that expects another type is
    // reported at this parameter ("produces result of type 'HubParameter<Int>', but
    // context expects 'HubParameter<any Clock>'") instead of failing to diagnose.

    /// A parameter that the caller passes to `resolve(…)`, such as a runtime value.
    public static func explicit<Parameter>(_ type: Parameter.Type) -> HubParameter<Parameter> {
        HubParameter<Parameter>(source: .explicit)
    }

    /// A parameter that the hub resolves from another registration.
    public static func resolved<Parameter>(_ type: Parameter.Type) -> HubParameter<Parameter> {
        HubParameter<Parameter>(source: .resolved)
    }
}
