import MDI

protocol Clock {}
final class SystemClock: Clock {}
final class FixedClock: Clock {}

enum Dependency {}

// Registered twice: MDI's expansion does not build either, and the generator says why.
@SingletonRegister((any Clock).self, using: SystemClock.init)
@AutoRegister((any Clock).self, using: FixedClock.init)
extension Dependency {}
