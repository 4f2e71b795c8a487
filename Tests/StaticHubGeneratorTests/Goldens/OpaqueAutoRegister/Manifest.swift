// swift-format-ignore-file
import StaticHub

protocol Engine {}
struct V8Engine: Engine {}
struct Car {
    init(engine: any Engine) {}
}

enum Dependency {}

extension Dependency {
    static let engines: [HubRegistration] = [
        OpaqueAutoRegister((any Engine).self, using: V8Engine.init),
        AutoRegister(Car.self, parameterTypes: (any Engine).self, using: Car.init(engine:)),
    ]
}
