import ExampleCore
import Foundation
import StaticHub

/// The example app's hub. It imports the core module's hub, so everything `CoreHub`
/// provides resolves from here too; the build plugin generates the `resolve` functions
/// from the manifests below and in `Dependency+Checkout.swift`.
enum Dependency {}

extension Dependency {
    static var core: [HubRegistration] {
        [
            HubImport(CoreHub.self),
            Register(
                (any AppContextProtocol).self,
                parameterTypes: .explicit(Date.self), .explicit(String.self), .resolved((any ThemeProtocol).self),
                using: AppContext.init(boot:sessionId:theme:)
            ),
            // Fetched once, asynchronously, on first resolve; a failed fetch is not kept.
            SingletonRegister((any RemoteSettings).self, effects: [.async, .throws], using: FetchedSettings.fetch),
            AutoRegister(
                WelcomeBanner.self,
                parameterTypes: (any RemoteSettings).self, (any ThemeProtocol).self,
                using: WelcomeBanner.init(settings:theme:)
            )
        ]
    }
}
