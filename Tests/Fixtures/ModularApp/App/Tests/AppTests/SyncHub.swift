import PlatformCore
import PlatformNetworking
import StaticHub

/// The global-mock test's hub: it imports `SettingsHub` from the other package, and only
/// that test resolves `SettingsHub`'s registrations through it (global mocks are
/// process-wide). It also imports `UploadHub`, providing its credentials and keeping its
/// default log.
enum SyncHub {}

struct SyncJob {
    let environment: ServerEnvironment

    var url: String { environment.baseURL + "/sync" }
}

/// Provides `UploadHub`'s credentials, and keeps its default log.
struct SyncCredentials: Credentials {
    let token = "sync-token"
}

extension SyncHub {
    static let manifest: [HubRegistration] = [
        HubImport(SettingsHub.self),
        HubImport(UploadHub.self),
        AutoRegister((any Credentials).self, using: SyncCredentials.init),
        AutoRegister(SyncJob.self, parameterTypes: ServerEnvironment.self, using: SyncJob.init(environment:))
    ]
}
