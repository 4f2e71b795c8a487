import EndToEndFeatureHub
import EndToEndPublicHub
import StaticHub

/// The app's hub: imports the feature hub and, again, the hub the feature imports (a diamond).
enum ModulesHub {}

struct Receipt {
    let checkout: Checkout
    let total: String
}

/// What the library's `ToolsHub` requires, provided by the app.
struct AppToolsConfiguration: ToolsConfiguration {
    let workspace = "~/app"
}

struct AppToolsLogger: ToolsLogger {
    let name = "app"
}

/// Made from the imported account's settings, anew on each resolve.
struct AccountBadge {
    let settings: AccountSettings
}

struct FakeFormatter: NumberFormatting {
    func format(_ value: Int) -> String { "fake \(value)" }
}

extension ModulesHub {
    static let manifest: [HubRegistration] = [
        HubImport(FeatureHub.self),
        HubImport(PublicHub.self),
        HubImport(CouponHub.self),
        HubImport(ToolsHub.self),
        HubImport(AccountHub.self),
        AutoRegister(AccountBadge.self, parameterTypes: AccountSettings.self, using: AccountBadge.init(settings:)),
        AutoRegister((any ToolsConfiguration).self, using: AppToolsConfiguration.init),
        // Replaces the library's default logger for what this hub resolves.
        AutoRegister((any ToolsLogger).self, using: AppToolsLogger.init),
        Register(
            Receipt.self,
            parameterTypes: .resolved(Checkout.self), .explicit(Int.self), .resolved((any NumberFormatting).self),
            using: { checkout, cents, formatter in Receipt(checkout: checkout, total: formatter.format(cents)) }
        )
    ]
}
