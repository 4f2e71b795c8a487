// swift-format-ignore-file
import Foundation
import StaticHub

protocol ThemeProtocol {}
protocol AppContextProtocol {}
struct Theme: ThemeProtocol {}
struct AppContext: AppContextProtocol {
    init(boot: Date, sessionId: String, theme: any ThemeProtocol) {}
}

enum Dependency {}

extension Dependency {
    static let contexts: [HubRegistration] = [
        AutoRegister((any ThemeProtocol).self, using: Theme.init),
        Register(
            (any AppContextProtocol).self,
            parameterTypes: .explicit(Date.self), .explicit(String.self), .resolved((any ThemeProtocol).self),
            using: AppContext.init(boot:sessionId:theme:)
        ),
    ]
}
