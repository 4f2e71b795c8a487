import StaticHub

/// Zero to ten parameters, resolved and explicit.
struct ArityHub {}

extension ArityHub {
    static let parts: [HubRegistration] = [
        AutoRegister(Part<One>.self, using: Part<One>.init),
        AutoRegister(Part<Two>.self, using: Part<Two>.init),
        AutoRegister(Part<Three>.self, using: Part<Three>.init),
        AutoRegister(Part<Four>.self, using: Part<Four>.init),
        AutoRegister(Part<Five>.self, using: Part<Five>.init),
        AutoRegister(Part<Six>.self, using: Part<Six>.init),
        AutoRegister(Part<Seven>.self, using: Part<Seven>.init),
        AutoRegister(Part<Eight>.self, using: Part<Eight>.init),
        AutoRegister(Part<Nine>.self, using: Part<Nine>.init),
        AutoRegister(Part<Ten>.self, using: Part<Ten>.init),
    ]

    static let assemblies: [HubRegistration] = [
        AutoRegister(
            Assembly.self,
            parameterTypes: Part<One>.self, Part<Two>.self, Part<Three>.self, Part<Four>.self, Part<Five>.self,
            Part<Six>.self, Part<Seven>.self, Part<Eight>.self, Part<Nine>.self, Part<Ten>.self,
            using: Assembly.init
        ),
        SingletonRegister(
            SharedAssembly.self,
            parameterTypes: Part<One>.self, Part<Two>.self, Part<Three>.self,
            using: SharedAssembly.init
        ),
        Register(
            Coordinates.self,
            parameterTypes: Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self, Int.self,
            factory: Coordinates.init(a:b:c:d:e:f:g:h:i:j:)
        ),
    ]
}
