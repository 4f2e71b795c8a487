protocol ABTestingProtocol: Sendable {
    var variant: String { get }
}

protocol CodeGuardsProtocol: Sendable {
    var isStrict: Bool { get }
}

protocol ThemeProtocol {
    var name: String { get }
}

protocol AppContextProtocol {
    var summary: String { get }
}

final class ABTesting: ABTestingProtocol {
    let variant = "B"
}

final class CodeGuards: CodeGuardsProtocol {
    let isStrict = true
}

final class Theme: ThemeProtocol {
    let name: String

    init(abTesting: ABTestingProtocol, codeGuards: CodeGuardsProtocol) {
        name = "theme \(abTesting.variant)" + (codeGuards.isStrict ? ", strict" : "")
    }
}

final class AppContext: AppContextProtocol {
    let summary: String

    init(boot: Int, sessionId: String, theme: ThemeProtocol) {
        summary = "boot \(boot), session \(sessionId), \(theme.name)"
    }
}
