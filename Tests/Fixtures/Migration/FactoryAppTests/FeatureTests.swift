import FactoryKit
import FactoryTesting
import Testing

@testable import FactoryApp

/// The app's tests, written for Factory: a test context, and overrides in tests that run in
/// parallel, each in its own container (Factory's `.container` trait). Migrated in the same
/// run as the app, they become a test default and a `withMocks` scope per test.
@Suite(.container)
struct FeatureTests {
    @Test func theTestContextMakesTheBackupClock() {
        #expect(Container.shared.backupClock().now == 99)
    }

    @Test func anOverrideReplacesTheClock() {
        Container.shared.clock.register { FixedClock(now: 5) }
        defer { Container.shared.reset() }
        #expect(Feature().clock.now == 5)
    }

    // Written for the main actor, as a test of a main-actor app would; the clock's registration is not.
    @Test @MainActor func aMainActorOverrideReplacesTheClock() {
        Container.shared.clock.register { @MainActor in FixedClock(now: 6) }
        defer { Container.shared.reset() }
        #expect(Feature().clock.now == 6)
    }

    // A statement between two overrides runs where it did: the scopes nest.
    @Test func overridesWithAStatementBetween() {
        Container.shared.clock.register { FixedClock(now: 7) }
        let backup = FixedClock(now: 8)
        Container.shared.backupClock.register { backup }
        #expect(Feature().clock.now == 7)
        #expect(Container.shared.backupClock().now == 8)
    }

    #if DEBUG
        @Test func theInspectorReadsTheClock() {
            #expect(Container.shared.inspector().time == 42)
        }
    #endif

    @Test func theLiveClockIsBackAfterTheReset() {
        #expect(Feature().clock.now == 42)
    }
}
