/// The mocks every test of a test process starts with, declared once in the test target on
/// the hub they belong to:
///
/// ```swift
/// extension Dependency: HubTestDefaults {
///     static func testDefaults(_ mocks: inout Mocks) {
///         mocks.mock((any APIClient).self, singleton: StubAPIClient())
///     }
/// }
/// ```
///
/// In a test process (see `_HubMockRegistry.isTestProcess`), the hub installs them the first
/// time it resolves or sets mocks, beneath every global and scoped mock: a test's own mocks
/// win, `resetMocks()` leaves them, and singletons are built from them as from global mocks.
/// Outside tests nothing looks for them, and they stay out of the app, in the test target.
///
/// A hub isolated to the main actor conforms to ``MainActorHubTestDefaults`` instead, whose
/// requirement carries the isolation, so that one spelling compiles in every test target. (The
/// form earlier releases documented, `extension ScreenHub: @MainActor HubTestDefaults` with a
/// `@MainActor` `testDefaults`, still works.) A hub another global actor isolates has no test
/// defaults.
public protocol HubTestDefaults {
    /// The hub's generated mock builder.
    associatedtype Mocks

    /// Sets the mocks every test starts with.
    static func testDefaults(_ mocks: inout Mocks)
}
