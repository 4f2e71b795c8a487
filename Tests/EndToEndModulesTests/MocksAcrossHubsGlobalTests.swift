import EndToEndFeatureHub
import EndToEndPublicHub
import Testing

struct FixedClock: BuildClock {
    let now: String
}

/// Global mocks follow the type across hubs as scoped ones do. Global mocks are process-wide,
/// and every other suite here and in the Swift 5 target resolves the same hubs in parallel
/// (a singleton that reaches a mocked hub is kept per global set while one is set): each test
/// runs in a process of its own, whose issues are reported here.
@Suite("Mocks across hubs, global")
struct MocksAcrossHubsGlobalTests {
    @Test("A global mock of the importer's replacement reaches the default, and back")
    func replacementAndDefault() async {
        await #expect(processExitsWith: .success) {
            #expect(ShellHub.resolveBuildTimer().elapsed() == "since wall")
            #expect(ToolchainHub.resolveBuildTimer().elapsed() == "since toolchain")
            ToolchainHub.mock((any BuildClock).self, singleton: FixedClock(now: "noon"))
            #expect(ShellHub.resolveBuildTimer().elapsed() == "since noon")
            ToolchainHub.resetMocks()
            ShellHub.mock((any BuildClock).self, factory: { FixedClock(now: "dawn") })
            #expect(AppToolchainHub.resolveBuildTimer().elapsed() == "since dawn")
            ShellHub.resetMocks()
            #expect(ShellHub.resolveBuildTimer().elapsed() == "since wall")
            #expect(AppToolchainHub.resolveBuildTimer().elapsed() == "since toolchain")
        }
    }

    @Test("A global mock of a copy reaches the original, and back")
    func copyAndOriginal() async {
        await #expect(processExitsWith: .success) {
            struct FixedTimer: BuildTimer {
                func elapsed() -> String { "fixed" }
            }
            AppToolchainHub.mock((any BuildTimer).self, factory: { FixedTimer() })
            #expect(ShellHub.resolveBuildTimer().elapsed() == "fixed")
            AppToolchainHub.mock((any BuildTimer).self, factory: nil)
            ShellHub.mock((any BuildTimer).self, singleton: FixedTimer())
            #expect(ToolchainHub.resolveBuildTimer().elapsed() == "fixed")
            ShellHub.resetMocks()
            #expect(ShellHub.resolveBuildTimer().elapsed() == "since wall")
        }
    }

    @Test("A global mock of one copy of an open singleton reaches the others")
    func openCopies() async {
        await #expect(processExitsWith: .success) {
            let real = AppShellHub.resolveBuildCache()
            let fake = AppToolchainHub.resolveBuildCache()
            #expect(real !== fake)
            AppToolchainHub.mock(BuildCache.self, singleton: fake)
            #expect(AppShellHub.resolveBuildCache() === fake)
            AppToolchainHub.resetMocks()
            #expect(AppShellHub.resolveBuildCache() === real)
        }
    }
}
