// swift-format-ignore-file
import StaticHub

extension Dependency {
    static let reports: [HubRegistration] = [
        AutoRegister(Report.self, parameterTypes: (any Clock).self, using: Report.init(clock:)),
    ]
}
