import ExampleCore
import Foundation

/// One app session: runtime values from the caller, the theme from the hub.
protocol AppContextProtocol {
    var boot: Date { get }
    var sessionId: String { get }
    var theme: any ThemeProtocol { get }
}

final class AppContext: AppContextProtocol {
    let boot: Date
    let sessionId: String
    let theme: any ThemeProtocol

    init(boot: Date, sessionId: String, theme: any ThemeProtocol) {
        self.boot = boot
        self.sessionId = sessionId
        self.theme = theme
    }
}
