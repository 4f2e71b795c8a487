import EndToEndPublicHub
import StaticHub

/// Imports the library's `ToolsHub`: provides the configuration it requires, and keeps its
/// default logger.
enum ToolsUserHub {}

struct TestToolsConfiguration: ToolsConfiguration {
    let workspace = "/test"
}

extension ToolsUserHub {
    static let manifest: [HubRegistration] = [
        HubImport(ToolsHub.self),
        AutoRegister((any ToolsConfiguration).self, using: TestToolsConfiguration.init)
    ]
}
