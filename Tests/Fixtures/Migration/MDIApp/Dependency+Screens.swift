import MDI

@AutoRegister(
    (any ThemeProtocol).self,
    parameterTypes: (any ABTestingProtocol).self, (any CodeGuardsProtocol).self,
    using: Theme.init(abTesting:codeGuards:)
)
@FactoryRegister(
    (any AppContextProtocol).self,
    parameterTypes: .explicit(Int.self), .explicit(String.self), .resolved((any ThemeProtocol).self),
    using: AppContext.init(boot:sessionId:theme:)
)
extension Dependency {}
