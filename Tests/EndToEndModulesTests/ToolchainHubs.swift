import EndToEndFeatureHub
import EndToEndPublicHub
import StaticHub

/// The end of the chain `ShellHub` ← `ToolchainHub` ← `AppToolchainHub`: it provides the build
/// settings both hubs below pass on, so it builds its own copy of the open `BuildSession`.
enum AppToolchainHub {}

/// Imports `ShellHub` directly and keeps its default shell: another copy of `BuildSession`.
enum AppShellHub {}

struct AppBuildSettings: BuildSettings {
    let scheme = "App"
}

extension AppToolchainHub {
    static let all: [HubRegistration] = [
        HubImport(ToolchainHub.self),
        AutoRegister((any BuildSettings).self, using: AppBuildSettings.init)
    ]
}

extension AppShellHub {
    static let all: [HubRegistration] = [
        HubImport(ShellHub.self),
        AutoRegister((any BuildSettings).self, using: AppBuildSettings.init)
    ]
}
