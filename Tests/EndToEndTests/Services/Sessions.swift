import Foundation
import StaticHub

/// Scope markers: one per hub below, since `resetScope` ends a scope's generation process-wide
/// and these tests run in parallel.
enum Login {}
enum Basket {}
enum RaceScope {}
enum MockedScope {}

/// Counts constructions from any thread.
final class ConstructionCounter: @unchecked Sendable {
    // @unchecked: `count` is only touched while holding `lock`.
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() {
        lock.withLock { count += 1 }
    }
}

/// The logged-in user's token: one per `Login` generation.
final class SessionToken: Sendable {
    static let constructions = ConstructionCounter()

    init() {
        Self.constructions.increment()
    }
}

protocol ShoppingCart: AnyObject, Sendable {
    var token: SessionToken { get }
}

final class MemoryShoppingCart: ShoppingCart {
    let token: SessionToken

    init(token: SessionToken) {
        self.token = token
    }
}

/// Process-wide settings: a singleton, kept across logouts.
final class StoreSettings: Sendable {}

/// Loaded for the session, asynchronously, and may fail.
final class UserProfile: Sendable {
    let token: SessionToken

    init(token: SessionToken) async throws {
        await Task.yield()
        self.token = token
    }
}

/// Made anew on each resolve, from the session's cart.
struct CartScreen {
    let cart: any ShoppingCart
    let settings: StoreSettings
}

/// A singleton that reads the current session's token on demand: legal through a provider.
final class SessionMonitor: @unchecked Sendable {
    // @unchecked: the factory only calls the hub's accessor, which is safe from any thread.
    let currentToken: HubFactory<SessionToken>

    init(token: HubFactory<SessionToken>) {
        currentToken = token
    }
}

/// A scope nested in the session: its line items end with the basket, and take the session's
/// token through a provider.
final class LineItems: @unchecked Sendable {
    // @unchecked: as `SessionMonitor`'s.
    let token: HubFactory<SessionToken>

    init(token: HubFactory<SessionToken>) {
        self.token = token
    }
}

/// Counts its constructions for the race test.
final class RacedResource: Sendable {
    static let constructions = ConstructionCounter()

    init() {
        Self.constructions.increment()
        // Widen the window in which concurrent first resolves could race.
        Thread.sleep(forTimeInterval: 0.0005)
    }
}

/// The session object the mock tests replace.
final class MockedSession: Sendable {
    let name: String

    init(name: String = "real") {
        self.name = name
    }
}

/// Made from the mocked scope's session, to see the mocks transitively.
final class SessionGreeter: Sendable {
    let session: MockedSession

    init(session: MockedSession) {
        self.session = session
    }
}
