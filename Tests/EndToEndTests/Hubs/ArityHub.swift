import StaticHub

/// Zero to thirty parameters, resolved and explicit.
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
        AutoRegister(Part<Ten>.self, using: Part<Ten>.init)
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
        AutoRegister(
            WideAssembly.self,
            parameterTypes: Part<One>.self, Part<Two>.self, Part<Three>.self, Part<Four>.self, Part<Five>.self, Part<Six>.self,
            Part<Seven>.self, Part<Eight>.self, Part<Nine>.self, Part<Ten>.self, Part<One>.self, Part<Two>.self, Part<Three>.self,
            Part<Four>.self, Part<Five>.self, Part<Six>.self, Part<Seven>.self, Part<Eight>.self, Part<Nine>.self, Part<Ten>.self,
            Part<One>.self, Part<Two>.self, Part<Three>.self, Part<Four>.self, Part<Five>.self, Part<Six>.self, Part<Seven>.self,
            Part<Eight>.self, Part<Nine>.self, Part<Ten>.self,
            using: WideAssembly.init
        ),
        Register(
            WidePanel.self,
            parameterTypes: .resolved(Part<One>.self), .resolved(Part<Two>.self), .resolved(Part<Three>.self), .resolved(Part<Four>.self),
            .resolved(Part<Five>.self), .resolved(Part<Six>.self), .resolved(Part<Seven>.self), .resolved(Part<Eight>.self),
            .resolved(Part<Nine>.self), .resolved(Part<Ten>.self), .explicit(Int.self), .explicit(Int.self), .explicit(Int.self),
            .explicit(Int.self), .explicit(Int.self), .explicit(Int.self), .explicit(Int.self), .explicit(Int.self), .explicit(Int.self),
            .explicit(Int.self), .explicit(Int.self), .explicit(Int.self), .explicit(Int.self), .explicit(Int.self), .explicit(Int.self),
            .explicit(Int.self), .explicit(Int.self), .explicit(Int.self), .explicit(Int.self), .explicit(Int.self),
            using: WidePanel.init(_:_:_:_:_:_:_:_:_:_:a:b:c:d:e:f:g:h:i:j:k:l:m:n:o:p:q:r:s:t:)
        )
    ]
}
