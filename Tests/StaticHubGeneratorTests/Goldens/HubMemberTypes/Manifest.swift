// swift-format-ignore-file
import StaticHub

// Types nested in the hub, named in the manifest as its own code would name them.
enum Dependency {
    struct Session {}
    typealias Clock = any ClockProtocol
}

protocol ClockProtocol {}
struct SystemClock: ClockProtocol {}

extension Dependency {
    static let members: [HubRegistration] = [
        AutoRegister(Session.self, using: Session.init),
        AutoRegister(Clock.self, using: SystemClock.init),
        Register(
            [Report].self,
            parameterTypes: .explicit(Session.self), .resolved(Clock.self),
            using: { _, _ in [Report()] }
        ),
    ]
}
