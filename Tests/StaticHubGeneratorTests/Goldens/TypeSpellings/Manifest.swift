// swift-format-ignore-file
import Foundation
import StaticHub

enum Outer {
    protocol InnerProtocol {}
    struct Inner: InnerProtocol {}
}
protocol Named {}
protocol Aged {}
struct Person: Named, Aged {}
protocol Store<Element> {
    associatedtype Element
}
struct IntStore: Store {
    typealias Element = Int
}
struct User {}
struct Repository<Entity> {}

enum Dependency {}

extension Dependency {
    static let spellings: [HubRegistration] = [
        AutoRegister((any Outer.InnerProtocol).self, using: Outer.Inner.init),
        AutoRegister(Outer.Inner.self, using: Outer.Inner.init),
        AutoRegister((any   Named &   Aged).self, using: Person.init),
        AutoRegister((any Store<Int>).self, using: IntStore.init),
        AutoRegister(Repository<User>.self, using: Repository<User>.init),
        AutoRegister([String: any Named].self, using: { ["ada": Person()] }),
        AutoRegister([any Named].self, using: { [Person()] }),
        AutoRegister((any Aged)?.self, using: { nil }),
        AutoRegister((() -> Date).self, using: { { Date() } }),
        Register(
            Dictionary<String, [Int]>.self,
            parameterTypes: .explicit((@Sendable (Int) -> String).self),
            using: { render in ["first": [render(1).count]] }
        ),
    ]
}
