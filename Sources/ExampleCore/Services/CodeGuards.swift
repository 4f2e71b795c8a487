/// Feature flags compiled into this build.
public protocol CodeGuardsProtocol: Sendable {
    var allowsCustomThemes: Bool { get }
}

final class CodeGuards: CodeGuardsProtocol {
    let allowsCustomThemes = true
}
