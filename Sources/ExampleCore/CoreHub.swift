import StaticHub

/// The hub of the example's core module. It is `public`, so the app's hub can import it;
/// the build plugin generates its `resolve` functions from the manifest below.
public enum CoreHub {}

extension CoreHub {
    static var services: [HubRegistration] {
        [
            SingletonRegister((any ABTestingProtocol).self, using: ABTesting.init),
            SingletonRegister((any CodeGuardsProtocol).self, using: CodeGuards.init),
            AutoRegister(
                (any ThemeProtocol).self,
                parameterTypes: (any ABTestingProtocol).self, (any CodeGuardsProtocol).self,
                using: Theme.init(abTesting:codeGuards:)
            )
        ]
    }
}
