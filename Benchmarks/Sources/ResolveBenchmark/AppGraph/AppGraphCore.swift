// An app-shaped graph: 4 singletons (this file), 6 transient services with 2-3 protocol-typed
// dependencies each (AppGraphServices.swift), 2 view models and the screen that holds them
// (AppGraphScreens.swift). One resolve of `HomeScreen` creates 9 objects and references the 4
// singletons: 13 objects. The cross-module variant (Sources/Modular) compiles the three files
// as three modules; public declarations cost nothing inside one module.
//
// Built with `-D CLASS_BOUND_SERVICES`, the protocols are class-bound: a dependency is then a
// reference and a witness table, copied with a retain, rather than an opaque existential
// copied and destroyed through its type's value witnesses. The report shows both.

#if CLASS_BOUND_SERVICES
    public typealias Service = AnyObject & Sendable
#else
    public typealias Service = Sendable
#endif

public protocol Network: Service {}
public protocol Database: Service {}
public protocol Analytics: Service {}
public protocol AppConfig: Service {}

public final class HTTPNetwork: Network { public init() {} }
public final class SQLDatabase: Database { public init() {} }
public final class AnalyticsTracker: Analytics {
    public let network: any Network
    public init(network: any Network) { self.network = network }
}
public final class DefaultConfig: AppConfig { public init() {} }
