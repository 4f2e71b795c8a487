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
