// swift-format-ignore-file
import StaticHub

extension Dependency {
    static let clocks: [HubRegistration] = [
        AutoRegister((any Clock).self, using: SystemClock.init),
    ]
}
