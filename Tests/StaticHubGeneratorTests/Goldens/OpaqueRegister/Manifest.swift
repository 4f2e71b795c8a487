// swift-format-ignore-file
import StaticHub

protocol Engine {}
protocol Car {}
protocol Wheel {}
struct V8Engine: Engine {}
struct SportsCar: Car {
    init(name: String, engine: any Engine) {}
}
struct AlloyWheel: Wheel {
    init(size: Int) {}
}

enum Dependency {}

extension Dependency {
    static let cars: [HubRegistration] = [
        OpaqueAutoRegister((any Engine).self, using: V8Engine.init),
        OpaqueRegister(
            (any Car).self,
            parameterTypes: .explicit(String.self), .resolved((any Engine).self),
            using: SportsCar.init(name:engine:)
        ),
        OpaqueRegister((any Wheel).self, parameterTypes: Int.self, factory: AlloyWheel.init(size:)),
    ]
}
