import StaticHub

/// A tools library in the shape of a real Swinject port: a shell it runs by default, which an
/// app may replace, and what it builds with the shell and with the app's build settings.
/// Tests mock these through any hub of the chain `ShellHub` ← `ToolchainHub` ← a test hub.
public enum ShellHub {}

public protocol ShellRunner: Sendable {
    func run(_ command: String) -> String
}

public protocol SimulatorLookup: Sendable {
    func simulatorID() -> String
}

/// What only the app knows.
public protocol BuildSettings: Sendable {
    var scheme: String { get }
}

/// One per providing hub.
public final class BuildSession: Sendable {
    public let shell: any ShellRunner
    public let settings: any BuildSettings

    init(shell: any ShellRunner, settings: any BuildSettings) {
        self.shell = shell
        self.settings = settings
    }

    public func build() -> String { shell.run("xcodebuild -scheme \(settings.scheme)") }
}

/// The real shell: what no test may run.
struct ProcessShell: ShellRunner {
    func run(_ command: String) -> String { "process: \(command)" }
}

struct ShellSimulatorLookup: SimulatorLookup {
    let shell: any ShellRunner

    func simulatorID() -> String { shell.run("xcrun simctl list") }
}

// Used only by the tests of global mocks, which no other test resolves.
public protocol BuildClock: Sendable {
    var now: String { get }
}

public protocol BuildTimer: Sendable {
    func elapsed() -> String
}

public final class BuildCache: Sendable {
    public let settings: any BuildSettings

    init(settings: any BuildSettings) {
        self.settings = settings
    }
}

struct WallClock: BuildClock {
    let now = "wall"
}

struct ClockTimer: BuildTimer {
    let clock: any BuildClock

    func elapsed() -> String { "since \(clock.now)" }
}

extension ShellHub {
    static let all: [HubRegistration] = [
        HubRequirement((any ShellRunner).self, default: ProcessShell.init),
        AutoRegister((any SimulatorLookup).self, parameterTypes: (any ShellRunner).self, using: ShellSimulatorLookup.init(shell:)),
        HubRequirement((any BuildSettings).self),
        SingletonRegister(
            BuildSession.self,
            parameterTypes: (any ShellRunner).self, (any BuildSettings).self,
            using: BuildSession.init(shell:settings:)
        ),
        HubRequirement((any BuildClock).self, default: WallClock.init),
        AutoRegister((any BuildTimer).self, parameterTypes: (any BuildClock).self, using: ClockTimer.init(clock:)),
        SingletonRegister(BuildCache.self, parameterTypes: (any BuildSettings).self, using: BuildCache.init(settings:))
    ]
}
