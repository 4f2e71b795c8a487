import PlatformCore
import StaticHub

/// The global-mock test's hub: it imports `SettingsHub` from the other package, and only
/// that test resolves through it (global mocks are process-wide).
enum SyncHub {}

struct SyncJob {
    let environment: ServerEnvironment

    var url: String { environment.baseURL + "/sync" }
}

extension SyncHub {
    static let manifest: [HubRegistration] = [
        HubImport(SettingsHub.self),
        AutoRegister(SyncJob.self, parameterTypes: ServerEnvironment.self, using: SyncJob.init(environment:)),
    ]
}
