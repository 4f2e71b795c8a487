// swift-format-ignore-file
import StaticHub

protocol ThemeProtocol {}
struct Theme: ThemeProtocol {}

actor Dependency {}

extension Dependency {
    static let themes: [HubRegistration] = [
        AutoRegister((any ThemeProtocol).self, name: "theme", using: Theme.init),
        AutoRegister(Theme.self, name: "concreteTheme", using: Theme.init),
    ]
}
