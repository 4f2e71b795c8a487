import StaticHub

// A second manifest of AppHub, in another file: the opaque kinds.
extension AppHub {
    static let opaque: [HubRegistration] = [
        OpaqueAutoRegister((any Engine).self, using: V8Engine.init),
        OpaqueSingletonRegister((any Cache).self, using: MemoryCache.init),
        OpaqueRegister(
            (any Car).self,
            parameterTypes: .explicit(String.self), .resolved((any Engine).self),
            using: SportsCar.init(name:engine:)
        ),
        OpaqueRegister((any Wheel).self, parameterTypes: Int.self, factory: AlloyWheel.init(size:)),
        OpaqueFactoryRegister((any Seat).self, parameterTypes: .explicit(Int.self), using: BucketSeat.init(position:)),
        AutoRegister(Garage.self, parameterTypes: (any Engine).self, (any Cache).self, using: Garage.init(engine:cache:))
    ]
}
