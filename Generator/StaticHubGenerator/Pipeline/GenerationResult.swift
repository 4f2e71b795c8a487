/// What one generator run produced.
public struct GenerationResult: Sendable {
    /// The generated Swift file; nil when any diagnostic is an error, so that no
    /// partial output is ever written.
    public var output: String?
    /// With split output (`GeneratorPipeline.generate(_:dependencies:sourceMapping:layout:)` with `.split`),
    /// by manifest source path: the file holding the members of the registrations it
    /// declares. Empty when `output` is nil.
    public var splitOutputs: [String: String] = [:]
    /// Every finding, ordered by file and position.
    public var diagnostics: [Diagnostic]
    /// What the run read of the target's sources.
    public var readSet = ReadSet()
    /// The target's files the run parsed, which the module's summary takes instead of parsing
    /// them again (`GeneratorPipeline.summary(of:reusing:)`).
    var parsedFiles: [ParsedFile] = []
}
