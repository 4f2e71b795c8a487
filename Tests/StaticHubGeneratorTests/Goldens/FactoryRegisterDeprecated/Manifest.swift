// swift-format-ignore-file
import StaticHub

protocol Clock {}
struct SystemClock: Clock {}
struct Ticket {
    init(number: Int, clock: any Clock) {}
}
struct Badge {
    init(title: String) {}
}

enum Dependency {}

extension Dependency {
    static let legacy: [HubRegistration] = [
        AutoRegister((any Clock).self, using: SystemClock.init),
        FactoryRegister(Ticket.self, parameterTypes: .explicit(Int.self), .resolved((any Clock).self), using: Ticket.init(number:clock:)),
        FactoryRegister(Badge.self, parameterTypes: String.self, factory: Badge.init(title:)),
    ]
}
