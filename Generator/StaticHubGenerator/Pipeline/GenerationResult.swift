/// What one generator run produced.
public struct GenerationResult: Sendable {
    /// The generated Swift file; nil when any diagnostic is an error, so that no
    /// partial output is ever written.
    public var output: String?
    /// Every finding, ordered by file and position.
    public var diagnostics: [Diagnostic]
}
