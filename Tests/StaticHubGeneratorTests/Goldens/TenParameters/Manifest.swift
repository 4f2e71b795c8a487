// swift-format-ignore-file
import StaticHub

struct Wide {
    init(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int, j: Int) {}
}
struct Part: Sendable {}
final class Assembly: Sendable {
    init(_ p0: Part, _ p1: Part, _ p2: Part, _ p3: Part, _ p4: Part, _ p5: Part, _ p6: Part, _ p7: Part, _ p8: Part, _ p9: Part) {}
}

enum Dependency {}

extension Dependency {
    static let wide: [HubRegistration] = [
        AutoRegister(Part.self, using: Part.init),
        SingletonRegister(
            Assembly.self,
            parameterTypes: Part.self, Part.self, Part.self, Part.self, Part.self, Part.self, Part.self, Part.self, Part.self, Part.self,
            using: Assembly.init
        ),
        Register(
            Wide.self,
            parameterTypes: Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self,
            factory: Wide.init(a:b:c:d:e:f:g:h:i:j:)
        ),
    ]
}
