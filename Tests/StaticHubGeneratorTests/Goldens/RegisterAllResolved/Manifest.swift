// swift-format-ignore-file
import StaticHub

protocol Clock {}
struct SystemClock: Clock {}
struct Report {
    init(clock: any Clock) {}
}

enum Dependency {}

extension Dependency {
    static let reports: [HubRegistration] = [
        AutoRegister((any Clock).self, using: SystemClock.init),
        Register(Report.self, parameterTypes: .resolved((any Clock).self), using: Report.init(clock:)),
    ]
}
