// swift-format-ignore-file
import StaticHub

protocol Clock: Sendable {}
struct SystemClock: Clock {}
struct Scheduler {
    init(clock: any Clock, logger: any Logger) {}
}

enum Dependency {}

extension Dependency {
    static let core: [HubRegistration] = [
        // Declared a protocol here: spelled `any Clock` in generated code.
        SingletonRegister(Clock.self, using: SystemClock.init),
        // Declared in a file the generator does not read: its metatype is `HubMetatype<Logger>`.
        AutoRegister(Logger.self, using: PrintLogger.init),
        AutoRegister(Scheduler.self, parameterTypes: (any Clock).self, Logger.self, using: Scheduler.init(clock:logger:)),
    ]
}
