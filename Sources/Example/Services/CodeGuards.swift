/// Feature flags compiled into this build.
protocol CodeGuardsProtocol: Sendable {
    var allowsCustomThemes: Bool { get }
}

final class CodeGuards: CodeGuardsProtocol {
    let allowsCustomThemes = true
}
