// swift-format-ignore-file
import StaticHub

protocol Logger: Sendable {
    func log(_ message: String)
}

struct PrintLogger: Logger {
    func log(_ message: String) { print(message) }
}

final class Session: Sendable {}

struct NetworkRecorder {
    let session: Session
    let logger: any Logger
}

struct DebugMenu {
    init(recorder: NetworkRecorder, logger: any Logger) {}
}

struct SimulatedClock {
    init(offset: Double) {}
}

struct Toolbox {
    init(clock: SimulatedClock) {}
}

/// Logs where a debug build registers a logger, and nowhere else.
struct Checkout {
    init(logger: (any Logger)?) {}
}

enum AppHub {
    static let registrations: [HubRegistration] = [
        SingletonRegister(Session.self, using: Session.init),
        // In every build: where `DEBUG` does not hold, its optional logger is `nil`.
        AutoRegister(Checkout.self, parameterTypes: .optional((any Logger).self), using: Checkout.init(logger:)),
    ]

    // A debug build's tools: they exist, and are resolved, only where `DEBUG` holds. Each
    // may depend on what every build registers.
    #if DEBUG
    static let debugTools: [HubRegistration] = [
        AutoRegister((any Logger).self, using: PrintLogger.init),
        SingletonRegister(NetworkRecorder.self, parameterTypes: Session.self, (any Logger).self, using: NetworkRecorder.init(session:logger:)),
        AutoRegister(DebugMenu.self, parameterTypes: NetworkRecorder.self, (any Logger).self, using: DebugMenu.init(recorder:logger:)),
    ]
    #elseif os(Linux)
    static let linuxTools: [HubRegistration] = [
        Register(SimulatedClock.self, parameterTypes: .explicit(Double.self), using: SimulatedClock.init(offset:)),
    ]
    #endif

    // Nested blocks: each clause is its own `#if` in the generated code.
    #if os(Linux) || os(macOS)
    #if !DEBUG
    static let releaseTools: [HubRegistration] = [
        AutoRegister(Toolbox.self, using: { Toolbox(clock: SimulatedClock(offset: 0)) }),
    ]
    #endif
    #endif
}
