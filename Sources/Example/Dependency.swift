import Foundation
import StaticHub

/// The example's hub. The build plugin generates its `resolve` functions from the
/// manifests below and in `Dependency+Checkout.swift`.
enum Dependency {}

extension Dependency {
    static let core: [HubRegistration] = [
        SingletonRegister((any ABTestingProtocol).self, using: ABTesting.init),
        SingletonRegister((any CodeGuardsProtocol).self, using: CodeGuards.init),
        AutoRegister(
            (any ThemeProtocol).self,
            parameterTypes: (any ABTestingProtocol).self, (any CodeGuardsProtocol).self,
            using: Theme.init(abTesting:codeGuards:)
        ),
        Register(
            (any AppContextProtocol).self,
            parameterTypes: .explicit(Date.self), .explicit(String.self), .resolved((any ThemeProtocol).self),
            using: AppContext.init(boot:sessionId:theme:)
        ),
    ]
}
