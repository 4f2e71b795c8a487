// swift-format-ignore-file
import StaticHub

protocol Clock: Sendable {}
protocol Logger: Sendable {}
final class SystemClock: Clock {}
final class ClockLogger: Logger {
    init(clock: any Clock) {}
}

enum Dependency {}

extension Dependency {
    static let singletons: [HubRegistration] = [
        SingletonRegister((any Clock).self, using: SystemClock.init),
        SingletonRegister((any Logger).self, parameterTypes: (any Clock).self, using: ClockLogger.init(clock:)),
    ]
}
