import MDI

protocol Store {}
protocol Clock {}
protocol Feed {}

final class DiskStore: Store {
    init(path: String) {}
    init(clock: Clock) {}
}

final class SystemClock: Clock {}

enum Dependency {}

// MDI before 4.0 resolved each factory's parameters; these name no one declaration to read.
@SingletonRegister((any Clock).self, factory: SystemClock.init)
@AutoRegister((any Store).self, factory: DiskStore.init)
@AutoRegister((any Feed).self, factory: RemoteFeed.connect(clock:))
extension Dependency {}
