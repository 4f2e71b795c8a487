import Foundation

/// A class, so that tests can tell one instance from another.
final class Gear: Sendable {
    let name: String

    init(name: String) {
        self.name = name
    }
}

enum GearTransient {}
enum GearShared {}
enum GearWeak {}
enum GearScoped {}
enum GearLabelled {}
/// The scope of `GearScoped`'s registration.
enum GearShift {}

/// Counts calls from any thread.
final class CallCounter: @unchecked Sendable {
    // @unchecked: `count` is only touched while holding `lock`.
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() {
        lock.withLock { count += 1 }
    }
}
