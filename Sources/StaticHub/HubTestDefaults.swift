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
/// A main-actor hub (one `@MainActor` isolates, or any hub of a target whose default isolation
/// is `MainActor`) conforms the same way, and its defaults run on the main actor. In a test
/// target whose default is `MainActor`, or with `InferIsolatedConformances`, the compiler makes
/// that conformance main-actor isolated by itself; elsewhere write
/// `extension ScreenHub: @MainActor HubTestDefaults`. A hub another global actor isolates has
/// no test defaults.
public protocol HubTestDefaults {
    /// The hub's generated mock builder.
    associatedtype Mocks

    /// Sets the mocks every test starts with.
    static func testDefaults(_ mocks: inout Mocks)
}
