// swift-format-ignore-file
import StaticHub

protocol Seat {}
struct BucketSeat: Seat {
    init(position: Int) {}
}

enum Dependency {}

extension Dependency {
    static let seats: [HubRegistration] = [
        OpaqueFactoryRegister((any Seat).self, parameterTypes: .explicit(Int.self), using: BucketSeat.init(position:)),
    ]
}
