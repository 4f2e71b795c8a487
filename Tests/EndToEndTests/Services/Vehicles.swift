protocol Engine {
    var horsepower: Int { get }
}

struct V8Engine: Engine {
    let horsepower = 450
}

protocol Cache: AnyObject, Sendable {
    func value(for key: String) -> String?
}

final class MemoryCache: Cache {
    func value(for key: String) -> String? { key == "greeting" ? "hello" : nil }
}

protocol Car {
    var name: String { get }
    var engine: any Engine { get }
}

struct SportsCar: Car {
    let name: String
    let engine: any Engine
}

protocol Wheel {
    var size: Int { get }
}

struct AlloyWheel: Wheel {
    let size: Int
}

protocol Seat {
    var position: Int { get }
}

struct BucketSeat: Seat {
    let position: Int
}

/// A plain registration that depends on opaque ones.
struct Garage {
    let engine: any Engine
    let cache: any Cache
}
