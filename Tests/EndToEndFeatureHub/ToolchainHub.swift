import EndToEndPublicHub
import StaticHub

/// The middle of a chain of three modules: it imports `ShellHub`, replaces its default shell
/// and clock, and passes the build settings on to its own importer.
public enum ToolchainHub {}

/// Runs the real shell too, with a log line: still live, so tests mock it.
struct LoggedShell: ShellRunner {
    func run(_ command: String) -> String { "logged: \(command)" }
}

struct ToolchainClock: BuildClock {
    let now = "toolchain"
}

extension ToolchainHub {
    static let all: [HubRegistration] = [
        HubImport(ShellHub.self),
        HubRequirement((any BuildSettings).self),
        AutoRegister((any ShellRunner).self, using: LoggedShell.init),
        AutoRegister((any BuildClock).self, using: ToolchainClock.init)
    ]
}
