import EndToEndFeatureHub
import EndToEndPublicHub
import Testing

/// Stands in for the shell: what a test runs instead of `xcodebuild`.
struct FakeShell: ShellRunner {
    let name: String

    func run(_ command: String) -> String { "\(name): \(command)" }
}

struct FixedSimulatorLookup: SimulatorLookup {
    let id: String

    func simulatorID() -> String { id }
}

/// A mock follows its type across hubs: through the hub that declares a registration, a hub
/// that replaces its default, or one that builds its own copy, three modules deep.
@Suite("Mocks across hubs, scoped")
struct MocksAcrossHubsTests {
    @Test("Without mocks: each hub builds with its own shell")
    func realShells() {
        #expect(ShellHub.resolveSimulatorLookup().simulatorID() == "process: xcrun simctl list")
        #expect(ToolchainHub.resolveSimulatorLookup().simulatorID() == "logged: xcrun simctl list")
        #expect(AppToolchainHub.resolveSimulatorLookup().simulatorID() == "logged: xcrun simctl list")
        #expect(AppToolchainHub.resolveBuildSession().build() == "logged: xcodebuild -scheme App")
        #expect(AppShellHub.resolveBuildSession().build() == "process: xcodebuild -scheme App")
    }

    @Test("A mock of the importer's replacement reaches the default it replaces")
    func replacementToDefault() {
        ToolchainHub.withMocks {
            $0.mock((any ShellRunner).self) { FakeShell(name: "fake") }
        } operation: {
            #expect(ShellHub.resolveShellRunner().run("ls") == "fake: ls")
            #expect(ShellHub.resolveSimulatorLookup().simulatorID() == "fake: xcrun simctl list")
            #expect(ToolchainHub.resolveSimulatorLookup().simulatorID() == "fake: xcrun simctl list")
            #expect(AppShellHub.resolveBuildSession().build() == "fake: xcodebuild -scheme App")
        }
    }

    @Test("A mock of the library's default reaches the importer's replacement")
    func defaultToReplacement() {
        ShellHub.withMocks {
            $0.mock((any ShellRunner).self, singleton: FakeShell(name: "fake"))
        } operation: {
            #expect(ToolchainHub.resolveShellRunner().run("ls") == "fake: ls")
            #expect(AppToolchainHub.resolveSimulatorLookup().simulatorID() == "fake: xcrun simctl list")
            #expect(AppToolchainHub.resolveBuildSession().build() == "fake: xcodebuild -scheme App")
        }
        #expect(AppToolchainHub.resolveBuildSession().build() == "logged: xcodebuild -scheme App")
    }

    @Test("A mock through the declaring hub reaches the copies importers build, and back")
    func copiesBothWays() {
        ShellHub.withMocks {
            $0.mock((any SimulatorLookup).self) { FixedSimulatorLookup(id: "library") }
        } operation: {
            #expect(ToolchainHub.resolveSimulatorLookup().simulatorID() == "library")
            #expect(AppToolchainHub.resolve((any SimulatorLookup).self).simulatorID() == "library")
        }
        AppToolchainHub.withMocks {
            $0.mock((any SimulatorLookup).self, singleton: FixedSimulatorLookup(id: "app"))
        } operation: {
            #expect(ShellHub.resolveSimulatorLookup().simulatorID() == "app")
            #expect(ToolchainHub.resolveSimulatorLookup().simulatorID() == "app")
        }
    }

    @Test("Copies of an open registration down a chain of three modules share its mocks; each keeps its own singleton")
    func openCopiesAcrossThreeModules() throws {
        let session = AppShellHub.resolveBuildSession()
        #expect(AppToolchainHub.resolveBuildSession() !== session)
        let fake = AppShellHub.withMocks { _ in
        } operation: {
            AppShellHub.resolveBuildSession()
        }
        AppShellHub.withMocks {
            $0.mock(BuildSession.self, singleton: fake)
        } operation: {
            #expect(AppToolchainHub.resolveBuildSession() === fake)
        }
        AppToolchainHub.withMocks {
            $0.mock(BuildSession.self) { fake }
        } operation: {
            #expect(AppShellHub.resolve(BuildSession.self) === fake)
        }
        #expect(AppShellHub.resolveBuildSession() === session)
    }

    @Test("Inside a scope that mocks the shell through the library, every hub's session is built with it, once per scope")
    func singletonsBuiltFromCrossHubMocks() {
        ShellHub.withMocks {
            $0.mock((any ShellRunner).self) { FakeShell(name: "fake") }
        } operation: {
            let session = AppToolchainHub.resolveBuildSession()
            #expect(session.build() == "fake: xcodebuild -scheme App")
            #expect(AppToolchainHub.resolveBuildSession() === session)
            #expect(AppShellHub.resolveBuildSession() !== session)
            #expect(AppShellHub.resolveBuildSession().build() == "fake: xcodebuild -scheme App")
        }
    }
}
