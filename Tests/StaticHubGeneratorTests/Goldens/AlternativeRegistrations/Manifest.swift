// swift-format-ignore-file
import StaticHub

protocol Logger: Sendable {
    func log(_ message: String)
}

struct PrintLogger: Logger {
    init(clock: Clock) {}
    func log(_ message: String) { print(message) }
}

struct SilentLogger: Logger {
    func log(_ message: String) {}
}

final class Clock: Sendable {}

final class Store: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

struct Report {
    init(logger: any Logger, store: Store) {}
}

struct Greeter {
    init(name: String, prefix: String) {}
}

/// Takes a tracer where one is registered.
struct Checkout {
    init(tracer: Tracer?) {}
}

struct Tracer {}

enum AppHub {
    static let registrations: [HubRegistration] = [
        SingletonRegister(Clock.self, using: Clock.init),
        // In every build: each build registers a logger and a store, in one branch or the other.
        AutoRegister(Report.self, parameterTypes: (any Logger).self, Store.self, using: Report.init(logger:store:)),
        AutoRegister(Checkout.self, parameterTypes: .optional(Tracer.self), using: Checkout.init(tracer:)),
    ]

    // One type in each branch: the factory, and what it resolves, differ by build.
    #if DEBUG
    static let debugServices: [HubRegistration] = [
        AutoRegister((any Logger).self, parameterTypes: Clock.self, using: PrintLogger.init(clock:)),
        SingletonRegister(Store.self, using: { Store(name: "debug") }),
        AutoRegister(Tracer.self, using: Tracer.init),
    ]
    #else
    static let releaseServices: [HubRegistration] = [
        AutoRegister((any Logger).self, using: SilentLogger.init),
        // How the instance is kept may differ: one per resolve here.
        AutoRegister(Store.self, using: { Store(name: "release") }),
    ]
    #endif

    // Three branches, with an argument only a caller has.
    #if os(iOS)
    static let iOSGreeting: [HubRegistration] = [
        Register(Greeter.self, parameterTypes: .explicit(String.self), using: { Greeter(name: $0, prefix: "iOS") }),
    ]
    #elseif os(Linux)
    static let linuxGreeting: [HubRegistration] = [
        Register(Greeter.self, parameterTypes: .explicit(String.self), using: { Greeter(name: $0, prefix: "Linux") }),
    ]
    #else
    static let otherGreeting: [HubRegistration] = [
        Register(Greeter.self, parameterTypes: .explicit(String.self), using: { Greeter(name: $0, prefix: "") }),
    ]
    #endif
}
