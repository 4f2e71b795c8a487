// swift-format-ignore-file
import StaticHub

protocol ABTestingProtocol {}
protocol CodeGuardsProtocol {}
protocol ThemeProtocol {}
struct ABTesting: ABTestingProtocol {}
struct CodeGuards: CodeGuardsProtocol {}
struct Theme: ThemeProtocol {
    init(abTesting: any ABTestingProtocol, codeGuards: any CodeGuardsProtocol) {}
}

enum Dependency {}

extension Dependency {
    static let core: [HubRegistration] = [
        AutoRegister((any ABTestingProtocol).self, using: ABTesting.init),
        AutoRegister((any CodeGuardsProtocol).self, using: CodeGuards.init),
        AutoRegister(
            (any ThemeProtocol).self,
            parameterTypes: (any ABTestingProtocol).self, (any CodeGuardsProtocol).self,
            using: Theme.init(abTesting:codeGuards:)
        ),
    ]
}
