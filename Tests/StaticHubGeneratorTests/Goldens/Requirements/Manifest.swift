// swift-format-ignore-file
import StaticHub

protocol ConfigurationController: Sendable {
    var path: String { get }
}

struct AppConfiguration: ConfigurationController {
    let path = "/app"
}

protocol Shell: Sendable {}

struct Bash: Shell {}

protocol UpdateInteractor: Sendable {
    var description: String { get }
}

struct UpdateInteractorImpl: UpdateInteractor {
    let description: String

    init(config: any ConfigurationController, shell: any Shell) {
        description = "update \(config.path)"
    }
}

final class Updater: Sendable {
    let interactor: any UpdateInteractor

    init(interactor: any UpdateInteractor) async throws {
        self.interactor = interactor
    }
}

struct Report: Sendable {
    init(updater: Updater, id: Int) {}
}

/// Requires the configuration: its interactor, updater and report are open.
enum ToolsHub {}

extension ToolsHub {
    static let all: [HubRegistration] = [
        HubRequirement((any ConfigurationController).self),
        AutoRegister((any Shell).self, using: Bash.init),
        AutoRegister((any UpdateInteractor).self, parameterTypes: (any ConfigurationController).self, (any Shell).self, using: UpdateInteractorImpl.init),
        SingletonRegister(Updater.self, effects: [.async, .throws], parameterTypes: (any UpdateInteractor).self, using: Updater.init(interactor:)),
        Register(Report.self, parameterTypes: .resolved(Updater.self), .explicit(Int.self), using: Report.init(updater:id:)),
    ]
}

/// Passes the requirement on to its own importers.
enum PluginHub {}

extension PluginHub {
    static let all: [HubRegistration] = [
        HubImport(ToolsHub.self),
        HubRequirement((any ConfigurationController).self),
    ]
}

/// Provides it: builds the open registrations with its configuration.
enum AppHub {}

extension AppHub {
    static let all: [HubRegistration] = [
        HubImport(PluginHub.self),
        SingletonRegister((any ConfigurationController).self, using: AppConfiguration.init),
    ]
}

/// The importer's API for what it builds, called.
func resolveEverything() async throws -> [String] {
    [
        AppHub.resolve((any UpdateInteractor).self).description,
        try await AppHub.resolve(Updater.self).interactor.description,
        String(describing: try await AppHub.resolve(Report.self, id: 7)),
        ToolsHub.resolve((any Shell).self) is Bash ? "bash" : "",
    ]
}
