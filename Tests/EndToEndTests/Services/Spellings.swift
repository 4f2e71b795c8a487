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

/// Thirty dependencies, as a third of the classes of a dense layered object graph take.
struct WideAssembly {
    let names: [String]

    init(
        _ p1: Part<One>, _ p2: Part<Two>, _ p3: Part<Three>, _ p4: Part<Four>, _ p5: Part<Five>, _ p6: Part<Six>, _ p7: Part<Seven>,
        _ p8: Part<Eight>, _ p9: Part<Nine>, _ p10: Part<Ten>, _ p11: Part<One>, _ p12: Part<Two>, _ p13: Part<Three>, _ p14: Part<Four>,
        _ p15: Part<Five>, _ p16: Part<Six>, _ p17: Part<Seven>, _ p18: Part<Eight>, _ p19: Part<Nine>, _ p20: Part<Ten>, _ p21: Part<One>,
        _ p22: Part<Two>, _ p23: Part<Three>, _ p24: Part<Four>, _ p25: Part<Five>, _ p26: Part<Six>, _ p27: Part<Seven>,
        _ p28: Part<Eight>, _ p29: Part<Nine>, _ p30: Part<Ten>
    ) {
        names = [
            p1.name, p2.name, p3.name, p4.name, p5.name, p6.name, p7.name, p8.name, p9.name, p10.name, p11.name, p12.name, p13.name,
            p14.name, p15.name, p16.name, p17.name, p18.name, p19.name, p20.name, p21.name, p22.name, p23.name, p24.name, p25.name,
            p26.name, p27.name, p28.name, p29.name, p30.name
        ]
    }
}

/// Ten resolved and twenty explicit parameters.
struct WidePanel {
    let names: [String]
    let values: [Int]

    init(
        _ p1: Part<One>, _ p2: Part<Two>, _ p3: Part<Three>, _ p4: Part<Four>, _ p5: Part<Five>, _ p6: Part<Six>, _ p7: Part<Seven>,
        _ p8: Part<Eight>, _ p9: Part<Nine>, _ p10: Part<Ten>, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int,
        j: Int, k: Int, l: Int, m: Int, n: Int, o: Int, p: Int, q: Int, r: Int, s: Int, t: Int
    ) {
        names = [p1.name, p2.name, p3.name, p4.name, p5.name, p6.name, p7.name, p8.name, p9.name, p10.name]
        values = [a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t]
    }
}
