import StaticHub

/// Used by the scoped-mock tests, which run in parallel: nothing sets a global mock here.
enum ScopedHub {}

/// A singleton that records the logger it was built with.
final class Audit: Sendable {
    let loggerName: String

    init(logger: any Logger) {
        loggerName = logger.name
    }
}

/// Another singleton, resolved for the first time only inside a scope.
final class Archive: Sendable {
    let loggerName: String

    init(logger: any Logger) {
        loggerName = logger.name
    }
}

extension ScopedHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister((any Clock).self, using: FixedClock.init),
        AutoRegister((any Logger).self, parameterTypes: (any Clock).self, using: ClockLogger.init(clock:)),
        Register(
            (any Session).self,
            parameterTypes: .explicit(String.self), .resolved((any Logger).self),
            using: UserSession.init(userName:logger:)
        ),
        SingletonRegister(Audit.self, parameterTypes: (any Logger).self, using: Audit.init(logger:)),
        SingletonRegister(Archive.self, parameterTypes: (any Logger).self, using: Archive.init(logger:)),
        OpaqueAutoRegister((any Engine).self, using: V8Engine.init)
    ]
}
