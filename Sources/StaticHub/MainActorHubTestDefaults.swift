/// The mocks every test of a test process starts with, for a hub isolated to the main actor
/// (one `@MainActor` isolates, or any hub of a target whose default isolation is `MainActor`),
/// declared once in the test target:
///
/// ```swift
/// extension AppHub: MainActorHubTestDefaults {
///     public static func testDefaults(_ mocks: inout Mocks) {
///         mocks.mock((any HTTPClient).self, singleton: FakeClient())
///     }
/// }
/// ```
///
/// The requirement is `@MainActor`, so `testDefaults` is a main-actor function in every test
/// target, whatever its default isolation and upcoming features: it can make main-actor fakes
/// and call the hub's main-actor `mock` functions, and the conformance crosses no isolation.
/// The hub installs the defaults the first time it resolves or sets mocks on the main actor,
/// as ``HubTestDefaults`` says. A hub that no actor isolates conforms to ``HubTestDefaults``,
/// whose defaults are installed wherever it is first used; written with this protocol, its
/// defaults would wait until it is used on the main actor.
public protocol MainActorHubTestDefaults: MainActorHubMocking {
    /// Sets the mocks every test starts with, on the main actor.
    @MainActor static func testDefaults(_ mocks: inout Mocks)
}
