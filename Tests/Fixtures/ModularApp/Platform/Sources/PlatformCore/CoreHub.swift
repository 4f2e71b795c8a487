import StaticHub

/// The lowest hub of the app, in another package than the hubs that import it.
public enum CoreHub {}

public protocol Clock: AnyObject, Sendable {
    var now: Int { get }
}

/// Internal: other modules see it only as `any Clock`, through the hubs.
final class SystemClock: Clock {
    let now = 1_000
}

public final class Logger: Sendable {
    public let clock: any Clock

    init(clock: any Clock) {
        self.clock = clock
    }
}

extension CoreHub {
    static let manifest: [HubRegistration] = [
        SingletonRegister((any Clock).self, using: SystemClock.init),
        SingletonRegister(Logger.self, parameterTypes: (any Clock).self, using: Logger.init(clock:))
    ]
}
