/// The app's look, decided by experiments and feature flags.
public protocol ThemeProtocol: Sendable {
    var name: String { get }
}

final class Theme: ThemeProtocol {
    let name: String

    init(abTesting: any ABTestingProtocol, codeGuards: any CodeGuardsProtocol) {
        name = codeGuards.allowsCustomThemes && abTesting.isEnabled("dark-mode") ? "dark" : "light"
    }
}
