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
public protocol HubTestDefaults: HubMocking {
    /// Sets the mocks every test starts with.
    static func testDefaults(_ mocks: inout Mocks)
}
