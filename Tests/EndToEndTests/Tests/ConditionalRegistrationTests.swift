import Foundation
import StaticHub
import StaticHubTesting
import Testing

/// Registrations in a manifest under `#if DEBUG` (`DebugToolsHub`): in this debug build they
/// resolve, depend on what every build registers, and mock like any other; the `#else`
/// branch's registration is not generated.
@Suite("Conditional registrations")
struct ConditionalRegistrationTests {
    @Test("A debug-only registration resolves from the hub's other registrations, and its singleton is shared")
    func resolvesInDebug() {
        let menu = DebugToolsHub.resolve(DebugMenu.self, title: "Network")
        #expect(menu.title == "Network")
        #expect(menu.log.clock.now == FixedClock().now)
        #expect(menu.log === DebugToolsHub.resolve(NetworkLog.self))
    }

    @Test("A registration of every build takes a debug-only one as .optional: here it gets the instance")
    func optionalInEveryBuild() {
        #expect(DebugToolsHub.resolve(StatusBar.self).log === DebugToolsHub.resolve(NetworkLog.self))
    }

    @Test("A type registered in each branch: a registration of every build takes this build's, and mocks it")
    func alternativeOfThisBuild() {
        #expect(DebugToolsHub.resolve(Toolbar.self).badge.text == "debug")
        let toolbar = DebugToolsHub.withMocks {
            $0.mock(BuildBadge.self) { BuildBadge(text: "mocked") }
        } operation: {
            DebugToolsHub.resolve(Toolbar.self)
        }
        #expect(toolbar.badge.text == "mocked")
    }

    @Test("A debug-only registration is mocked in a scope like any other")
    func mocksInDebug() {
        let stub = NetworkLog(clock: FixedClock())
        let menu = DebugToolsHub.withMocks {
            $0.mock(NetworkLog.self, singleton: stub)
        } operation: {
            DebugToolsHub.resolve(DebugMenu.self, title: "Mocked")
        }
        #expect(menu.log === stub)
    }

    /// Were the `#else` branch's `String` generated in this build, `resolveString()` below
    /// would redeclare its accessor and the target would not compile.
    @Test("The #else branch's registration is not generated in this build")
    func elseBranchIsLeftOut() {
        #expect(DebugToolsHub.resolveString() == "declared by the test")
    }
}

#if DEBUG
    extension DebugToolsHub {
        static func resolveString() -> String { "declared by the test" }
    }
#endif
