import Foundation
import StaticHub

/// Type spellings users write: nested, compositions, primary associated types, generics,
/// dictionaries, optionals, function types.
final class SpellingHub {}

extension SpellingHub {
    static let manifest: [HubRegistration] = [
        AutoRegister((any Outer.InnerProtocol).self, using: Outer.InnerImplementation.init),
        AutoRegister((any Named & Aged).self, using: Person.init),
        AutoRegister((any Store<Int>).self, using: IntStore.init),
        AutoRegister(Repository<User>.self, using: Repository<User>.init),
        AutoRegister([String: any Named].self, using: { ["ada": Person()] }),
        AutoRegister((any Named)?.self, using: { nil }),
        AutoRegister((() -> Date).self, using: { { Date(timeIntervalSince1970: 0) } }),
        AutoRegister(Outer.InnerImplementation.self, name: "plainInner", using: Outer.InnerImplementation.init)
    ]
}
