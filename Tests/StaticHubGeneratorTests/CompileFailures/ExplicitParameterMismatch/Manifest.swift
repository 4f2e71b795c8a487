// swift-format-ignore-file
import StaticHub

protocol Clock {}
struct SystemClock: Clock {}
struct Logger {
    init(clock: any Clock) {}
}

enum Hub {}

extension Hub {
    static let manifest: [HubRegistration] = [
        AutoRegister((any Clock).self, using: SystemClock.init),
        Register(Logger.self, parameterTypes: .explicit(Int.self), using: Logger.init(clock:)),
    ]
}
