import Foundation

enum Outer {
    protocol InnerProtocol {
        var label: String { get }
    }

    struct InnerImplementation: InnerProtocol {
        let label = "inner"
    }
}

protocol Named {
    var name: String { get }
}

protocol Aged {
    var age: Int { get }
}

struct Person: Named, Aged {
    let name = "Ada"
    let age = 36
}

protocol Store<Element> {
    associatedtype Element
    func first() -> Element?
}

struct IntStore: Store {
    func first() -> Int? { 7 }
}

struct User {}

struct Repository<Entity> {
    let entityName = String(describing: Entity.self)
}

/// One of ten distinct types, told apart by a phantom tag.
struct Part<Tag>: Sendable {
    let name = String(describing: Tag.self)
}

enum One {}
enum Two {}
enum Three {}
enum Four {}
enum Five {}
enum Six {}
enum Seven {}
enum Eight {}
enum Nine {}
enum Ten {}

struct Assembly {
    let names: [String]

    init(
        _ p1: Part<One>, _ p2: Part<Two>, _ p3: Part<Three>, _ p4: Part<Four>, _ p5: Part<Five>,
        _ p6: Part<Six>, _ p7: Part<Seven>, _ p8: Part<Eight>, _ p9: Part<Nine>, _ p10: Part<Ten>
    ) {
        names = [p1.name, p2.name, p3.name, p4.name, p5.name, p6.name, p7.name, p8.name, p9.name, p10.name]
    }
}

final class SharedAssembly: Sendable {
    let names: [String]

    init(_ p1: Part<One>, _ p2: Part<Two>, _ p3: Part<Three>) {
        names = [p1.name, p2.name, p3.name]
    }
}

struct Coordinates: Equatable {
    let values: [Int]

    init(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int, j: Int) {
        values = [a, b, c, d, e, f, g, h, i, j]
    }
}
