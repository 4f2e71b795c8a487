// The session's registrations.
import FactoryKit
import Foundation

extension Scope {
    static let session = Cached()
    static let other = Graph()
}

extension Container {
    public var session: Factory<any Session> {
        self { LiveSession() }.shared
    }

    public var basket: Factory<Basket> {
        self { Basket() }.scope(.session)
    }

    public var cart: Factory<Basket> {
        self { Basket() }.shared
    }
}

func logOut() {
    Container.shared.manager.reset(scope: .session)
}
